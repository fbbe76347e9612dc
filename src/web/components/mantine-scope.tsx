import { DirectionProvider, MantineContext, MantineThemeProvider } from '@mantine/core';
import { useMemo, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useAppStore } from '#web/state/app-store.ts';
import { theme } from '#web/theme.ts';

type MantineContextValue = NonNullable<ComponentProps<typeof MantineContext.Provider>['value']>;

const getRootElement = () => document.documentElement;
// The colour scheme is the store's (`setTheme`); Mantine's own setters have nothing to change.
const keepStoreScheme = () => {};

/**
 * Mantine's context and theme, around a part that draws Mantine components: a page, a dialog, a
 * menu (decision 021). The parts drawn without them never load this module or Mantine's core.
 * It is built from the pieces Mantine exports rather than `MantineProvider`, whose module works
 * out every default CSS variable as it is evaluated: the theme's CSS is already in the
 * stylesheet (`virtual:mantine-theme.css`). The scheme is the store's; `<html
 * data-mantine-color-scheme>` follows it (`providers.tsx`). The direction is the page's, `<html
 * dir>`.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  const colorScheme = useAppStore((state) => state.theme);
  const context = useMemo<MantineContextValue>(
    () => ({
      colorScheme,
      setColorScheme: keepStoreScheme,
      clearColorScheme: keepStoreScheme,
      getRootElement,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: ':root',
      withStaticClasses: true,
    }),
    [colorScheme],
  );
  return (
    <MantineContext value={context}>
      {/* Follows `<html dir>`: left to right for the first render, as the server drew it, then
          the page's direction before the first paint, and any later change of it. */}
      <DirectionProvider>
        <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
      </DirectionProvider>
    </MantineContext>
  );
}

/** `Part`, drawn inside Mantine's context and theme. */
export function inMantineScope<Props extends object>(Part: ComponentType<Props>) {
  function InMantineScope(props: Props) {
    return (
      <MantineScope>
        <Part {...props} />
      </MantineScope>
    );
  }
  return InMantineScope;
}

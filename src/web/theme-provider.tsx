import { MantineContext, MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useEffect, useMemo, type ComponentProps, type ReactNode } from 'react';

type MantineContextValue = NonNullable<ComponentProps<typeof MantineContext.Provider>['value']>;

const getRootElement = () => document.documentElement;
// The colour scheme is the store's (`setTheme`); Mantine's own setters have nothing to change.
const keepStoreScheme = () => {};

/**
 * Mantine's context and theme for a page whose theme CSS is already in the stylesheet
 * (`virtual:mantine-theme.css`), built from the pieces Mantine exports. `MantineProvider` draws
 * the variables and classes itself, and only importing it works out every default CSS variable
 * once, a task of its own on a phone, for nothing.
 *
 * The page's scheme is on `<html data-mantine-color-scheme>`, set before the first paint by
 * the inline script in `index.html` and here whenever the reader switches it.
 */
export function ThemeProvider({
  theme,
  colorScheme,
  children,
}: {
  theme: MantineThemeOverride;
  colorScheme: 'light' | 'dark';
  children: ReactNode;
}) {
  useEffect(() => {
    getRootElement().setAttribute('data-mantine-color-scheme', colorScheme);
  }, [colorScheme]);
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
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}

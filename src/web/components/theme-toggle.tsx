import { IconMoon, IconSun } from '@tabler/icons-react';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { LazyTooltip } from './deferred/lazy-tooltip.tsx';
import { IconButton } from './ui/icon-button.tsx';

export function ThemeToggle() {
  const t = useMessages('shell');
  const theme = useAppStore((state) => state.theme);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const isDark = theme === 'dark';

  return (
    <LazyTooltip label={t(isDark ? 'shell.theme.toLight' : 'shell.theme.toDark')} withArrow>
      <IconButton
        variant="default"
        onClick={toggleTheme}
        aria-label={t('shell.theme.toggle')}
        aria-pressed={isDark}
      >
        {isDark ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
      </IconButton>
    </LazyTooltip>
  );
}

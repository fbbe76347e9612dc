import { IconMoon, IconSun } from '@tabler/icons-react';
import { useAppStore } from '#web/state/app-store.ts';
import { LazyTooltip } from './deferred/lazy-tooltip.tsx';
import { IconButton } from './ui/icon-button.tsx';

export function ThemeToggle() {
  const theme = useAppStore((state) => state.theme);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const isDark = theme === 'dark';

  return (
    <LazyTooltip label={isDark ? 'Switch to light mode' : 'Switch to dark mode'} withArrow>
      <IconButton
        variant="default"
        onClick={toggleTheme}
        aria-label="Toggle color scheme"
        aria-pressed={isDark}
      >
        {isDark ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
      </IconButton>
    </LazyTooltip>
  );
}

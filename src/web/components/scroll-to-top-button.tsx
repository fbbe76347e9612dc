import { useReducedMotion, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './scroll-to-top-button.module.css';
import { IconButton } from './ui/icon-button.tsx';

const SHOW_AFTER_PX = 300;

/** Floating "back to top" button: after 300 px of scroll, on screens 768 px and wider. */
export function ScrollToTopButton() {
  const t = useMessages('shell');
  const [scroll] = useWindowScroll();
  const prefersReducedMotion = useReducedMotion();
  const isShown = scroll.y > SHOW_AFTER_PX;
  // Drawn from its first showing on (so it can slide out again): a page nobody scrolls spends
  // nothing on its layer.
  const [wasShown, setWasShown] = useState(false);
  if (isShown && !wasShown) setWasShown(true);
  if (!wasShown) return null;

  return (
    <IconButton
      // Only from 768 px: on a phone it would cover the page's last lines.
      className={`${classes.button} mantine-visible-from-sm`}
      data-shown={isShown || undefined}
      inert={!isShown}
      size={48}
      aria-label={t('shell.scrollToTop')}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth' })
      }
    >
      <IconArrowUp size={22} stroke={2} />
    </IconButton>
  );
}

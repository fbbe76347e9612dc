import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useMediaQuery, useReducedMotion, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';

const SHOW_AFTER_PX = 300;

/** Floating "back to top" button: after 300 px of scroll, on screens 768 px and wider. */
export function ScrollToTopButton() {
  const [scroll] = useWindowScroll();
  const isWide = useMediaQuery('(min-width: 48em)');
  const prefersReducedMotion = useReducedMotion();
  const isShown = Boolean(isWide) && scroll.y > SHOW_AFTER_PX;
  // Drawn from its first showing on (so it can slide out again): a page nobody scrolls spends
  // nothing on its layer.
  const [wasShown, setWasShown] = useState(false);
  if (isShown && !wasShown) setWasShown(true);
  if (!wasShown) return null;

  return (
    // Below the header (150) and dialogs (200), so an open dialog's overlay covers it.
    <Affix position={{ bottom: 24, right: 24 }} zIndex={140}>
      <Transition transition="slide-up" mounted={isShown}>
        {(transitionStyles) => (
          <ActionIcon
            style={transitionStyles}
            size={48}
            radius="xl"
            variant="filled"
            aria-label="Scroll to top"
            onClick={() =>
              window.scrollTo({ top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth' })
            }
          >
            <IconArrowUp size={22} stroke={2} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Where focus goes back to when a dialog closes. A dialog opened from a menu item cannot return
 * there (the item leaves with its menu), so the menu's own button stands in for it.
 */
export function focusReturnTarget(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"]');
  const menuButtonId = menu?.getAttribute('aria-labelledby');
  const menuButton = menuButtonId ? document.getElementById(menuButtonId) : null;
  return menuButton ?? element;
}

/**
 * Puts focus back on `target` once a dialog has closed, unless focus has already moved on to
 * something else on the page: it must never be left on the page's body. When the dialog's work
 * took its opener away (a deleted row, a button that changed), the page's main content takes it.
 */
export function returnFocusTo(target: HTMLElement | null) {
  const active = document.activeElement;
  const isStranded =
    !active || active === document.body || !active.isConnected || active.closest('[role="dialog"]');
  if (!isStranded) return;
  const fallback = document.getElementById('main-content');
  (target?.isConnected ? target : fallback)?.focus({ preventScroll: true });
}

/**
 * Props for a `Modal` that hand focus back to what opened it once it has closed, including a
 * dialog whose first opening mounts it (Mantine's own return only notices later openings).
 */
export function useDialogFocusReturn(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) opener.current = focusReturnTarget(document.activeElement);
  }, [opened]);
  return {
    returnFocus: false,
    onExitTransitionEnd: () => returnFocusTo(opener.current),
  };
}

/** Long enough for a closing dialog's own focus return (Mantine's waits 10 ms) to happen first. */
const RESCUE_DELAY_MS = 100;

/**
 * When the element that had focus leaves the page (a deleted row, a comment, a card) and focus
 * falls to the body, the page's main content takes it, so the keyboard does not start over.
 * Focus inside a dialog is left to the dialog.
 */
export function useFocusRescue(fallback: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let lastFocused: Element | null = null;
    let timer = -1;
    const remember = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      // A dialog hands focus back itself once it has closed (`returnFocusTo`, or Mantine's own).
      lastFocused = target?.closest('[role="dialog"]') ? null : target;
    };
    const rescue = () => {
      if (document.activeElement !== document.body || lastFocused?.isConnected !== false) return;
      fallback.current?.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(() => {
      if (lastFocused?.isConnected !== false) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(rescue, RESCUE_DELAY_MS);
    });
    document.addEventListener('focusin', remember);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', remember);
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [fallback]);
}

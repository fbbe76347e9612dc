import { useEffect, useRef } from 'react';

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

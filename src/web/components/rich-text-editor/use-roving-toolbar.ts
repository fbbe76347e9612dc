import { useEffect, useRef } from 'react';

const CONTROL = '[data-rich-text-editor-control]';
const KEY_MOVES = ['ArrowRight', 'ArrowLeft', 'Home', 'End'] as const;
type Move = (typeof KEY_MOVES)[number];

/** The control a key leads to from `index`, round the row (whose start is on the right in RTL). */
function target(move: Move, index: number, count: number, isRightToLeft: boolean) {
  if (move === 'Home') return 0;
  if (move === 'End') return count - 1;
  const forward = isRightToLeft ? 'ArrowLeft' : 'ArrowRight';
  return (index + (move === forward ? 1 : -1) + count) % count;
}

/**
 * One tab stop for a toolbar of editor controls: only the current control has tabindex 0, the
 * arrow keys, Home and End move between the usable ones. Mantine's controls always render
 * tabindex 0, and React writes a prop only when it changes, so the tabindex is kept here on the
 * DOM and put right again whenever a control appears, goes or is disabled.
 */
export function useRovingToolbar<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);

  useEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    let current: HTMLElement | null = null;
    const all = () => [...toolbar.querySelectorAll<HTMLElement>(CONTROL)];
    const usable = () => all().filter((control) => !control.matches(':disabled'));

    const sync = () => {
      const controls = usable();
      if (!current || !controls.includes(current)) current = controls[0] ?? null;
      for (const control of all()) {
        const tabIndex = control === current ? '0' : '-1';
        if (control.getAttribute('tabindex') !== tabIndex)
          control.setAttribute('tabindex', tabIndex);
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      const control = event.target as HTMLElement;
      if (!control.matches(CONTROL)) return;
      current = control;
      sync();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const control = event.target as HTMLElement;
      const move = KEY_MOVES.find((key) => key === event.key);
      if (!move || !control.matches(CONTROL)) return;
      const controls = usable();
      const isRightToLeft = getComputedStyle(toolbar).direction === 'rtl';
      const next =
        controls[target(move, controls.indexOf(control), controls.length, isRightToLeft)];
      if (!next) return;
      event.preventDefault();
      current = next;
      sync();
      next.focus();
    };

    const observer = new MutationObserver(sync);
    observer.observe(toolbar, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex'],
    });
    toolbar.addEventListener('focusin', onFocusIn);
    toolbar.addEventListener('keydown', onKeyDown);
    sync();
    return () => {
      observer.disconnect();
      toolbar.removeEventListener('focusin', onFocusIn);
      toolbar.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return ref;
}

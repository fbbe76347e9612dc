import { Suspense, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

/** Puts focus back on the loaded part's element that stands for the one focused before. */
function RestoreFocus({ focusedKey }: { focusedKey: RefObject<string | null> }) {
  useLayoutEffect(() => {
    const key = focusedKey.current;
    const active = document.activeElement;
    if (!key || (active && active !== document.body)) return;
    document
      .querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`)
      ?.focus({ preventScroll: true });
  }, [focusedKey]);
  return null;
}

/**
 * A part drawn first as a placeholder, then as its component once that component's code has
 * loaded. The swap replaces the placeholder's elements, and focus on one of them would fall to
 * the page's body: the loaded element with the same `data-focus-key` takes it instead, so a
 * keyboard user keeps their place.
 */
export function KeepFocusAcrossLoad({
  placeholder,
  shown,
  children,
}: {
  placeholder: ReactNode;
  /**
   * Names what `children` draw, for a part swapped in by a transition (which keeps the old
   * elements on the page until the new code is in, so the placeholder is never drawn): focus is
   * put back each time it changes.
   */
  shown?: string;
  children: ReactNode;
}) {
  const focusedKey = useRef<string | null>(null);
  return (
    <div
      style={{ display: 'contents' }}
      onFocus={(event) => {
        focusedKey.current = event.target.getAttribute('data-focus-key');
      }}
      onBlur={(event) => {
        // Focus that moved on clears the key; an element removed with focus blurs to nothing.
        if (event.relatedTarget) focusedKey.current = null;
      }}
    >
      <Suspense fallback={placeholder}>
        {children}
        <RestoreFocus key={shown} focusedKey={focusedKey} />
      </Suspense>
    </div>
  );
}

import { useEffect } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * Marks the page as drawn and answering clicks. It sits beside the page, inside the page's
 * Suspense boundary (`app-layout.tsx`), so the mark waits for that page's code: a page drawn in the browser shows a loader until then, and a
 * server-rendered one shows content its script has not hydrated yet. The reader's own parts
 * (stored user, theme) are drawn in the render right after hydration. Browser tests wait for the
 * mark before they act.
 */
export function MarkInteractive() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.interactive = '';
  }, [hydrated]);
  return null;
}

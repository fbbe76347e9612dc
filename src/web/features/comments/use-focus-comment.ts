import { useCallback, useEffect, useState } from 'react';
import { commentAnchor } from '#web/lib/comment-anchor.ts';

/**
 * Moves focus to a comment once it is on the page: a new comment or reply after it is saved, an
 * edited one after its box closes, so focus never falls back to the page's body. `shown` is the
 * list as drawn; the comment is looked for again each time it changes.
 */
export function useFocusComment(shown: unknown) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  useEffect(() => {
    if (!pendingId) return;
    const element = document.getElementById(commentAnchor(pendingId));
    if (!element) return;
    element.focus();
    setPendingId(null);
  }, [pendingId, shown]);
  return useCallback((commentId: string) => setPendingId(commentId), []);
}

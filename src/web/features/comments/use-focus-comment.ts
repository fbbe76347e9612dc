import { useCallback, useEffect, useRef, useState } from 'react';
import { commentAnchor } from '#web/lib/comment-anchor.ts';

/**
 * Moves focus to a comment once it is on the page: a new comment or reply after it is saved, an
 * edited one after its box closes, so focus never falls back to the page's body. `shown` is the
 * list as drawn; the comment is looked for again each time it changes.
 */
export function useFocusComment(shown: unknown) {
  // A new object per request, so asking for the same comment again is a new request.
  const [request, setRequest] = useState<{ commentId: string } | null>(null);
  const done = useRef<{ commentId: string } | null>(null);
  useEffect(() => {
    if (!request || done.current === request) return;
    const element = document.getElementById(commentAnchor(request.commentId));
    if (!element) return;
    element.focus();
    done.current = request;
  }, [request, shown]);
  return useCallback((commentId: string) => setRequest({ commentId }), []);
}

import { useEffect } from 'react';

/** Tells its parent once it, and the siblings beside it, are on the page. */
export function Drawn({ onDrawn }: { onDrawn: (isDrawn: true) => void }) {
  useEffect(() => onDrawn(true), [onDrawn]);
  return null;
}

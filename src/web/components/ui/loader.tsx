import type { CSSProperties } from 'react';
import classes from './loader.module.css';

/** A loading status, announced by its label: a ring `size` pixels wide, turning. */
export function Loader({ label, size = 36 }: { label: string; size?: number }) {
  return (
    <span
      role="status"
      aria-label={label}
      className={classes.loader}
      style={{ '--size': `${size / 16}rem` } as CSSProperties}
    />
  );
}

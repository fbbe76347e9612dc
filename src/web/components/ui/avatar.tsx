import { IconUser } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './avatar.module.css';

/**
 * A member's picture in a circle `size` pixels wide, or a figure where there is none. It loads
 * lazily: an eager image would be preloaded by the server renderer, sharing the page's first
 * seconds with its stylesheet and main image.
 */
export function Avatar({ src, size }: { src: string | null; size: number }) {
  return (
    <span className={classes.avatar} style={{ '--size': `${size / 16}rem` } as CSSProperties}>
      {src ? (
        <img className={classes.image} src={src} alt="" width={size} height={size} loading="lazy" />
      ) : (
        <IconUser size={size * 0.6} stroke={1.5} aria-hidden="true" />
      )}
    </span>
  );
}

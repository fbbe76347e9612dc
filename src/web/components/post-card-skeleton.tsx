import type { CSSProperties } from 'react';
import card from './ui/card.module.css';
import skeleton from './ui/skeleton.module.css';
import classes from './post-card-skeleton.module.css';

function Bone({ height, width, radius }: { height: number; width?: string; radius?: string }) {
  const style = { '--height': `${height / 16}rem`, '--width': width, '--radius': radius };
  return <div className={skeleton.skeleton} style={style as CSSProperties} />;
}

/** A card-shaped placeholder while posts load. */
export function PostCardSkeleton() {
  return (
    <div className={card.card} aria-hidden="true">
      <div className={card.edge}>
        <Bone height={180} radius="0" />
      </div>
      <div className={classes.lines}>
        <Bone height={18} width="4.375rem" />
        <Bone height={22} />
        <Bone height={22} width="70%" />
        <Bone height={28} width="8.75rem" radius="var(--mantine-radius-xl)" />
      </div>
    </div>
  );
}

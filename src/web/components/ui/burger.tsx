import type { ComponentPropsWithRef } from 'react';
import { BASE_CLASSES } from './button.tsx';
import classes from './burger.module.css';

/** The menu button of narrow screens; `opened` draws it as a cross and tells assistive tech. */
export function Burger({
  opened,
  className,
  ...props
}: { opened: boolean; 'aria-label': string } & ComponentPropsWithRef<'button'>) {
  return (
    <button
      type="button"
      {...props}
      aria-expanded={opened}
      className={[BASE_CLASSES, classes.burger, className].filter(Boolean).join(' ')}
    >
      <span className={classes.lines} />
    </button>
  );
}

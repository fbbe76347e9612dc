import type { ReactNode } from 'react';
import classes from './calls-to-action.module.css';

/**
 * A page's calls to action side by side: in a row where there is room, stacked full width and
 * equal on a phone (CODE_STYLE.md, "Words").
 */
export function CallsToAction({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `${classes.callsToAction} ${className}` : classes.callsToAction}>
      {children}
    </div>
  );
}

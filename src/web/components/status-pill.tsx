import type { ReactNode } from 'react';
import classes from './status-pill.module.css';

export type StatusTone = 'green' | 'yellow' | 'red' | 'gray';

/** A small status pill (a case's or a narrative's state, a donation's status), readable in both colour schemes. */
export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={classes.pill} data-tone={tone}>
      {children}
    </span>
  );
}

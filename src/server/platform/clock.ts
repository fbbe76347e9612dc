/** The time as the app reads it where a test must control it (scheduled posts). */
export interface Clock {
  now(): Date;
}

/** A clock that can be moved forward: the real time plus an offset (tests and test servers). */
export interface AdjustableClock extends Clock {
  advance(milliseconds: number): void;
}

export function createClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (milliseconds) => {
      offset += milliseconds;
    },
  };
}

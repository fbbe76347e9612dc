/**
 * A small seeded random generator, so the demo site has the same shape on every installation
 * (only the passwords and the dates, which are relative to today, differ).
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function createRandom(seed: number): Random {
  // mulberry32: tiny, fast and good enough for demo data.
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    sample,
    chance: (probability) => next() < probability,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A random moment between `from` and `to`. */
export function between(random: Random, from: Date, to: Date): Date {
  const start = from.getTime();
  const end = Math.max(start, to.getTime());
  return new Date(start + Math.floor(random.next() * (end - start)));
}

export const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

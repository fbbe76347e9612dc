/** Money is shown in US dollars with cents: "$1,250.00". */
export { formatUsd } from '#contracts/format/en-us.ts';

/**
 * How far a case is toward its goal, in whole percent and capped at 100 (the spec). Rounded
 * down, so "100%" never shows before the goal is really met. Null when the case has no goal.
 */
export function goalPercent(raised: number, goal: number | null): number | null {
  if (goal === null || goal <= 0) return null;
  return Math.min(100, Math.floor((raised / goal) * 100));
}

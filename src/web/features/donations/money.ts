const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money is shown in US dollars with cents: "$1,250.00". */
export const formatUsd = (dollars: number) => usd.format(dollars);

/**
 * How far a case is toward its goal, in whole percent and capped at 100 (the spec). Rounded
 * down, so "100%" never shows before the goal is really met. Null when the case has no goal.
 */
export function goalPercent(raised: number, goal: number | null): number | null {
  if (goal === null || goal <= 0) return null;
  return Math.min(100, Math.floor((raised / goal) * 100));
}

/** Plain text cut at a word boundary near `length` characters, with an ellipsis. */
export function excerpt(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

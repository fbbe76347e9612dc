import { expect, it } from 'vitest';
import type { Actor, MaybeActor } from './actor.ts';

/** The readers the policies' tests meet: one of each role, and a second publisher. */
export const visitor: MaybeActor = null;
export const user: Actor = { id: 'user', isAdmin: false, isPublisher: false };
export const publisher: Actor = { id: 'publisher', isAdmin: false, isPublisher: true };
export const otherPublisher: Actor = { ...publisher, id: 'other-publisher' };
export const admin: Actor = { id: 'admin', isAdmin: true, isPublisher: false };

const roles = [
  ['a visitor', 'visitor', visitor],
  ['a user', 'user', user],
  ['a publisher', 'publisher', publisher],
  ['an admin', 'admin', admin],
] as const;

type RoleName = (typeof roles)[number][1];

/**
 * Rules that read the role alone, one test a role: for each role, what each rule answers, in the
 * order the rules are named:
 * `itAnswersByRole({ canFileReports, canManageReports }, { visitor: [false, false], … })`.
 */
export function itAnswersByRole(
  rules: Record<string, (actor: MaybeActor) => unknown>,
  answers: Record<RoleName, unknown[]>,
) {
  const names = Object.keys(rules);
  const rows = roles.map(([who, role, actor]) => ({
    title: `${who}: ${names.map((name, i) => `${name} ${JSON.stringify(answers[role][i])}`).join(', ')}`,
    actor,
    expected: answers[role],
  }));
  it.each(rows)('$title', ({ actor, expected }) => {
    expect(Object.values(rules).map((rule) => rule(actor))).toEqual(expected);
  });
}

/** A rule that reads the role alone and allows only the roles named: one test a role. */
export function itAllows(rule: (actor: MaybeActor) => boolean, allowed: readonly RoleName[]) {
  const rows = roles.map(([who, role, actor]) => ({
    title: `${rule.name}: ${who}, ${allowed.includes(role)}`,
    actor,
    expected: allowed.includes(role),
  }));
  it.each(rows)('$title', ({ actor, expected }) => {
    expect(rule(actor)).toBe(expected);
  });
}

import { rolesOf, type RoleFlags } from '#contracts/policies/actor.ts';

/** The spec's role label: Admin, Publisher or User (admin outranks publisher). */
export function roleLabel(user: RoleFlags): string {
  const [first] = rolesOf(user);
  if (first === 'admin') return 'Admin';
  if (first === 'publisher') return 'Publisher';
  return 'User';
}

import { rolesOf, type RoleFlags } from '#contracts/policies/actor.ts';

/** The id of the spec's role label: Admin, Publisher or User (admin outranks publisher). */
export function roleLabelId(user: RoleFlags) {
  const [first] = rolesOf(user);
  if (first === 'admin') return 'shell.role.admin';
  if (first === 'publisher') return 'shell.role.publisher';
  return 'shell.role.user';
}

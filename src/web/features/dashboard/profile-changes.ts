import type { UpdateUserInput } from '#contracts/users.ts';

/** The account form's fields, as typed. */
export interface AccountFields {
  username: string;
  email: string;
  password: string;
  dateOfBirth: string;
}

/** The fields the user changed, trimmed, ready for `PUT /api/user/update/{id}`. */
export function changedFields(
  saved: Omit<AccountFields, 'password'>,
  fields: AccountFields,
  pendingPicture: string | null,
  savedPicture: string,
): UpdateUserInput {
  const changes: UpdateUserInput = {};
  const username = fields.username.trim();
  if (username !== saved.username) changes.username = username;
  const email = fields.email.trim();
  if (email.toLowerCase() !== saved.email.toLowerCase()) changes.email = email;
  if (fields.password) changes.password = fields.password;
  const dateOfBirth = fields.dateOfBirth.trim();
  if (dateOfBirth && dateOfBirth !== saved.dateOfBirth) changes.dateOfBirth = dateOfBirth;
  if (pendingPicture && pendingPicture !== savedPicture) changes.profilePicture = pendingPicture;
  return changes;
}

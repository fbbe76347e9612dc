import type { UpdateUserInput } from '#contracts/users.ts';

export type EditableField = 'username' | 'email' | 'password' | 'dateOfBirth';

/** The fields the user changed, trimmed, ready for `PUT /api/user/update/{id}`. */
export function changedFields(
  saved: { username: string; email: string; dateOfBirth: string },
  edits: Partial<Record<EditableField, string>>,
  pendingPicture: string | null,
  savedPicture: string,
): UpdateUserInput {
  const changes: UpdateUserInput = {};
  const username = edits.username?.trim();
  if (username !== undefined && username !== saved.username) changes.username = username;
  const email = edits.email?.trim();
  if (email !== undefined && email.toLowerCase() !== saved.email.toLowerCase()) {
    changes.email = email;
  }
  if (edits.password) changes.password = edits.password;
  const dateOfBirth = edits.dateOfBirth?.trim();
  if (dateOfBirth && dateOfBirth !== saved.dateOfBirth) changes.dateOfBirth = dateOfBirth;
  if (pendingPicture && pendingPicture !== savedPicture) changes.profilePicture = pendingPicture;
  return changes;
}

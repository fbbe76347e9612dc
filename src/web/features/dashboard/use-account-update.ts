import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { ageInYears, MESSAGES } from '#contracts/auth.ts';
import { MIN_AGE_YEARS } from '#contracts/common.ts';
import { updateUserSchema, type SessionUser } from '#contracts/users.ts';
import { toSessionUser } from '#web/api/auth.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { updateUser, userKeys } from '#web/api/users.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { changedFields, type EditableField } from './profile-changes.ts';

interface AccountUpdateOptions {
  user: SessionUser;
  savedDateOfBirth: string;
  /** A newly uploaded picture, saved with the other changes. */
  pendingPicture: string | null;
  isUploading: boolean;
  onSaved: () => void;
}

/** The account fields' edits and their save: only what changed, checked before it is sent. */
export function useAccountUpdate(options: AccountUpdateOptions) {
  const { user, pendingPicture } = options;
  const queryClient = useQueryClient();
  const setCurrentUser = useAppStore((state) => state.setCurrentUser);
  const [edits, setEdits] = useState<Partial<Record<EditableField, string>>>({});
  const [isSaving, setIsSaving] = useState(false);
  const message = useTimedMessage(INLINE_MESSAGE_MS);

  const saved = {
    username: user.username,
    email: user.email,
    dateOfBirth: options.savedDateOfBirth,
  };
  const values = {
    username: edits.username ?? saved.username,
    email: edits.email ?? saved.email,
    password: edits.password ?? '',
    dateOfBirth: edits.dateOfBirth ?? saved.dateOfBirth,
  };
  /** An input's value and onChange. */
  const edit = (field: EditableField) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setEdits((current) => ({ ...current, [field]: value }));
    },
  });

  const submit = async () => {
    if (options.isUploading) {
      message.show('error', 'Please wait for image to upload');
      return;
    }
    const changes = changedFields(saved, edits, pendingPicture, user.profilePicture);
    if (Object.keys(changes).length === 0) {
      message.show('error', 'No changes made');
      return;
    }
    if (changes.dateOfBirth !== undefined && !(ageInYears(changes.dateOfBirth) >= MIN_AGE_YEARS)) {
      message.show(
        'error',
        Number.isNaN(ageInYears(changes.dateOfBirth))
          ? MESSAGES.invalidDate
          : MESSAGES.tooYoungToUse,
      );
      return;
    }
    const parsed = updateUserSchema.safeParse(changes);
    if (!parsed.success) {
      message.show('error', parsed.error.issues[0]?.message ?? 'Something went wrong');
      return;
    }
    setIsSaving(true);
    try {
      const updated = toSessionUser(await updateUser(user._id, changes));
      setCurrentUser(updated);
      queryClient.setQueryData(userKeys.byId(updated._id, updated._id), updated);
      void queryClient.invalidateQueries({ queryKey: ['users', 'username'] });
      setEdits({});
      options.onSaved();
      message.show('success', 'Profile updated successfully');
    } catch (error) {
      message.show('error', errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  };

  return { edit, submit, isSaving, message: message.message };
}

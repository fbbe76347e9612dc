import { z } from 'zod';
import { ageInYears, MESSAGES } from '#contracts/auth.constants.ts';
import { MIN_AGE_YEARS } from '#contracts/common.constants.ts';
import { updateUserSchema, type SessionUser } from '#contracts/users.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useContractForm } from '#web/lib/contract-form.ts';
import type { MessageTone } from '#web/lib/use-timed-message.ts';
import { useUpdateAccount } from './api.ts';
import { contractWords, inCatalogWords, NO_CHANGES } from './contract-words.ts';
import { changedFields, type AccountFields } from './profile-changes.ts';

interface AccountUpdateOptions {
  user: SessionUser;
  /** The account as saved: the fields start from it and only what differs is sent. */
  saved: Omit<AccountFields, 'password'>;
  /** A newly uploaded picture, saved with the other changes. */
  pendingPicture: string | null;
  isUploading: boolean;
  onSaved: () => void;
  /** The form's one message, kept by the caller so it outlives a reset of the fields. */
  showMessage: (tone: MessageTone, text: string) => void;
}

/**
 * The fields turned into the changes to send, checked in the spec's order: nothing changed,
 * the birth date, then the contract's own rules for what is sent.
 */
function accountChangesSchema(
  saved: AccountUpdateOptions['saved'],
  pendingPicture: string | null,
  savedPicture: string,
) {
  return z
    .object({
      username: z.string(),
      email: z.string(),
      password: z.string(),
      dateOfBirth: z.string(),
    })
    .transform((fields) => changedFields(saved, fields, pendingPicture, savedPicture))
    .superRefine((changes, context) => {
      const fail = (message: string, path: string[] = []) =>
        context.addIssue({ code: 'custom', message, path });
      if (Object.keys(changes).length === 0) return fail(NO_CHANGES);
      if (changes.dateOfBirth === undefined) return;
      const age = ageInYears(changes.dateOfBirth);
      if (Number.isNaN(age)) return fail(MESSAGES.invalidDate, ['dateOfBirth']);
      if (age < MIN_AGE_YEARS) return fail(MESSAGES.tooYoungToUse, ['dateOfBirth']);
    })
    .pipe(updateUserSchema);
}

/** The account fields' form and their save: only what changed, checked before it is sent. */
export function useAccountUpdate(options: AccountUpdateOptions) {
  const { user, saved, pendingPicture, showMessage } = options;
  const t = useMessages('dashboard');
  const words = contractWords(t);
  const schema = accountChangesSchema(saved, pendingPicture, user.profilePicture);
  const form = useContractForm(inCatalogWords(schema, words), {
    initialValues: { ...saved, password: '' },
    // Each field's own message when it is emptied; the password left blank is kept.
    requiredMessages: {
      username: t('dashboard.form.usernameRequired'),
      email: t('dashboard.form.emailRequired'),
    },
  });
  const update = useUpdateAccount(user._id, () => {
    form.reset();
    options.onSaved();
    showMessage('success', t('dashboard.form.updated'));
  });

  const save = form.onSubmit(
    (changes) =>
      update.mutate(changes, {
        onSuccess: () => {
          if (changes.email === undefined) return;
          showMessage('success', t('dashboard.form.confirmationSent', { email: changes.email }));
        },
        onError: (error) => showMessage('error', errorMessage(error)),
      }),
    // Each field says what is wrong with it; that nothing changed is the form's to say.
    (errors) => {
      if (errors[''] === words[NO_CHANGES]) showMessage('error', words[NO_CHANGES]);
    },
  );

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (options.isUploading) {
      event.preventDefault();
      showMessage('error', t('dashboard.form.waitForUpload'));
      return;
    }
    save(event);
  };

  /** An input's value, onChange and own error. */
  const field = (name: keyof AccountFields) => form.getInputProps(name);

  return { form, field, submit, isSaving: update.isPending };
}

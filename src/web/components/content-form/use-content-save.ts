import type { FormErrors } from '@mantine/form';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '#web/i18n/use-messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { INLINE_MESSAGE_MS, useFormMessage } from '#web/lib/use-timed-message.ts';

/** The spec: after a successful publish, share or update, the next page opens 2 s later. */
export const REDIRECT_AFTER_SAVE_MS = 2000;

/** The saving mutation of a content form (an `api.ts` hook's result), as the form uses it. */
export interface ContentSaveMutation<Input, Saved> {
  mutate: (input: Input, callbacks: { onError: (error: unknown) => void }) => void;
  isPending: boolean;
  isSuccess: boolean;
  data: Saved | undefined;
}

/** The part of a `useContractForm` form the save flow needs: its submit handler. */
interface CheckedForm<Input> {
  onSubmit(
    onValid: (input: Input) => void,
    onInvalid?: (errors: FormErrors) => void,
  ): (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * The save flow of a content form (narrative) around its mutation: no save while an image
 * uploads or one is under way, the server's error as the message (the fields' own errors are
 * the form's, under them and in its summary), and the page that opens 2 s after a success.
 */
export function useContentSave<Input, Saved>(
  mutation: ContentSaveMutation<Input, Saved>,
  redirectTo: (saved: Saved) => string,
) {
  const navigate = useNavigate();
  const t = useMessages('shellParts');
  const [isUploading, setIsUploading] = useState(false);
  const message = useFormMessage(INLINE_MESSAGE_MS);
  const isSaving = mutation.isPending;
  const isSaved = mutation.isSuccess;
  const isLocked = isSaving || isSaved;

  const target = isSaved && mutation.data !== undefined ? redirectTo(mutation.data) : null;
  useEffect(() => {
    if (target === null) return;
    const timer = window.setTimeout(() => void navigate(target), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);

  /** Saves the form's checked values, once an image upload under way is done. */
  const save = (input: Input) => {
    if (isLocked) return;
    if (isUploading) return message.show('error', t('shellParts.editor.waitForImage'));
    message.clear();
    mutation.mutate(input, { onError: (error) => message.show('error', errorMessage(error)) });
  };

  return {
    /** The form's submit handler: its checked values are saved, or its fields say what is wrong. */
    submitOf: (form: CheckedForm<Input>) =>
      form.onSubmit(save, () => {
        if (!isLocked) message.clear();
      }),
    isLocked,
    /** The form frame's props. */
    frame: {
      errorMessage: message.message?.text,
      onInput: message.formProps.onInput,
      isSaving,
      isSaved,
    },
    /** The cover image field's props: its value, and no save while it uploads. */
    imageField: (value: string, onChange: (url: string) => void) => ({
      value,
      onChange,
      onUploadingChange: setIsUploading,
      disabled: isLocked,
    }),
  };
}

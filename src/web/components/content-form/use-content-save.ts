import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';

/** The spec: after a successful publish, share or update, the next page opens 2 s later. */
export const REDIRECT_AFTER_SAVE_MS = 2000;

/**
 * The save flow of a content form (post, narrative): no save while an image uploads or one is
 * under way, the form's own check, the server's error as the message, and the page that opens
 * 2 s after a success.
 */
export function useContentSave<Saved>(redirectTo: (saved: Saved) => string) {
  const navigate = useNavigate();
  const [isUploading, setIsUploading] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const message = useTimedMessage(INLINE_MESSAGE_MS);

  const target = saved === null ? null : redirectTo(saved);
  useEffect(() => {
    if (target === null) return;
    const timer = window.setTimeout(() => void navigate(target), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);

  /** `check` shows its own message and returns null when the values are not ready. */
  const submit = async <Input>(
    check: () => Input | null,
    save: (input: Input) => Promise<Saved>,
  ) => {
    if (isSaving || saved !== null) return;
    if (isUploading) {
      message.show('error', 'Please wait for image to upload');
      return;
    }
    const input = check();
    if (input === null) return;
    message.clear();
    setIsSaving(true);
    try {
      setSaved(await save(input));
    } catch (error) {
      message.show('error', errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  };

  const isSaved = saved !== null;
  const isLocked = isSaving || isSaved;
  return {
    message,
    setIsUploading,
    isSaving,
    isSaved,
    isLocked,
    submit,
    /** The form frame's props: submitting runs `check`, then `save`. */
    frame: <Input>(check: () => Input | null, save: (input: Input) => Promise<Saved>) => ({
      onSubmit: () => void submit(check, save),
      errorMessage: message.message?.text,
      isSaving,
      isSaved,
    }),
    /** The cover image field's props: its value, and no save while it uploads. */
    imageField: (value: string, onChange: (url: string) => void) => ({
      value,
      onChange,
      onUploadingChange: setIsUploading,
      disabled: isLocked,
    }),
  };
}

import { Stack } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { FormErrorSummary } from '#web/components/form-error-summary.tsx';
import { handCheckedErrors } from '#web/lib/contract-form.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { ImageAltInputs } from './image-alt-inputs.tsx';
import { DialogActions } from '#web/components/dialog-actions.tsx';

interface ImageDescriptionFormProps {
  /** The image's alternative text now; null when it never had one (pasted or dropped). */
  current: string | null;
  onSave: (alt: string) => void;
  onCancel: () => void;
}

/** Changes what an image already in the text says it shows (or marks it decorative). */
export function ImageDescriptionForm({ current, onSave, onCancel }: ImageDescriptionFormProps) {
  const t = useMessages('shellParts');
  const [alt, setAlt] = useState(current ?? '');
  // An empty alt already chosen is a decorative image; a missing one was never asked for.
  const [isDecorative, setIsDecorative] = useState(current === '');
  const [error, setError] = useState<string | undefined>();
  const altId = useId();

  const save = (event: FormEvent) => {
    // Inside the post's form through the React tree: its submit must not send the post.
    event.preventDefault();
    event.stopPropagation();
    if (!isDecorative && !alt.trim()) {
      setError(t('shellParts.editor.noDescription'));
      document.getElementById(altId)?.focus();
      return;
    }
    onSave(isDecorative ? '' : alt.trim());
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="xs" w={300}>
        <FormErrorSummary
          form={handCheckedErrors(error ? { path: 'alt', message: error, inputId: altId } : null)}
        />
        <ImageAltInputs
          id={altId}
          alt={alt}
          onAltChange={(changed) => {
            setAlt(changed);
            setError(undefined);
          }}
          isDecorative={isDecorative}
          onDecorativeChange={setIsDecorative}
          error={error}
        />
        <DialogActions
          submitLabel={t('shellParts.editor.saveDescription')}
          onCancel={onCancel}
          size="xs"
          gap="xs"
        />
      </Stack>
    </form>
  );
}

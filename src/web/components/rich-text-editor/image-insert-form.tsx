import { FileInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormErrorSummary } from '#web/components/form-error-summary.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { handCheckedErrors } from '#web/lib/contract-form.ts';
import { uploadImage } from '#web/lib/uploads.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { ImageAltInputs } from './image-alt-inputs.tsx';
import { DialogActions } from '#web/components/dialog-actions.tsx';

const isImageUrl = (value: string) =>
  /^https:\/\/\S+$/i.test(value) || value.startsWith('/uploads/');

type Problems = Partial<Record<'image' | 'address' | 'alt' | 'upload', string>>;

interface ImageInsertFormProps {
  /** Inserts the image into the text; `alt` is empty only for an image marked decorative. */
  onInsert: (image: { src: string; alt: string }) => void;
  onCancel: () => void;
}

/**
 * What the editor asks when an image goes into the text: a file to upload or an address, and
 * what it shows. No description is taken only when the author says the image is decorative.
 */
export function ImageInsertForm({ onInsert, onCancel }: ImageInsertFormProps) {
  const t = useMessages('shellParts');
  const [file, setFile] = useState<File | null>(null);
  const [address, setAddress] = useState('');
  const [alt, setAlt] = useState('');
  const [isDecorative, setIsDecorative] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [isUploading, setIsUploading] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const ids = { image: useId(), address: useId(), alt: useId() };
  const summary = handCheckedErrors(
    ...(['image', 'address', 'alt'] as const).map((path) => {
      const message = problems[path];
      return message ? { path, message, inputId: ids[path] } : null;
    }),
  );

  // After a refused try, focus goes to the first field to fix, which reads out its message.
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const check = (): Problems => {
    const found: Problems = {};
    const src = address.trim();
    if (!file && !src) found.image = t('shellParts.editor.noImage');
    else if (!file && !isImageUrl(src)) found.address = t('shellParts.editor.badAddress');
    if (!isDecorative && !alt.trim()) found.alt = t('shellParts.editor.noDescription');
    return found;
  };

  const insert = async (event: FormEvent) => {
    // The form sits in a popover inside the post's form: its submit must not send the post.
    event.preventDefault();
    event.stopPropagation();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setAttempts((count) => count + 1);
      return;
    }
    let src = address.trim();
    if (file) {
      setIsUploading(true);
      try {
        src = await uploadImage(file, () => undefined);
      } catch (failure) {
        setProblems({ upload: errorMessage(failure, t('shellParts.editor.uploadFailed')) });
        return;
      } finally {
        setIsUploading(false);
      }
    }
    onInsert({ src, alt: isDecorative ? '' : alt.trim() });
  };

  return (
    <form ref={form} onSubmit={(event) => void insert(event)} noValidate>
      <Stack gap="xs" w={300}>
        <FormErrorSummary form={summary} />
        <FileInput
          id={ids.image}
          label={t('shellParts.editor.imageFile')}
          description={t('shellParts.editor.imageFileHint')}
          placeholder={t('shellParts.editor.chooseImage')}
          accept="image/png,image/jpeg,image/webp,image/gif"
          value={file}
          onChange={setFile}
          clearable
          leftSection={<IconPhoto size={16} aria-hidden="true" />}
          error={problems.image}
          data-autofocus
        />
        <TextInput
          label={t('shellParts.editor.imageAddress')}
          placeholder="https://…"
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          disabled={file !== null}
          id={ids.address}
          error={problems.address}
        />
        <ImageAltInputs
          alt={alt}
          onAltChange={setAlt}
          isDecorative={isDecorative}
          onDecorativeChange={setIsDecorative}
          id={ids.alt}
          error={problems.alt}
        />
        {problems.upload && (
          <Text size="sm" c="red" role="alert">
            {problems.upload}
          </Text>
        )}
        <DialogActions
          submitLabel={t('shellParts.editor.insertImage')}
          onCancel={onCancel}
          loading={isUploading}
          size="xs"
          gap="xs"
        />
      </Stack>
    </form>
  );
}

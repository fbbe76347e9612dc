import { FileInput, Stack, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useImageUpload } from '#web/components/image-upload/use-image-upload.ts';
import {
  RemovableImage,
  UploadError,
  UploadProgress,
} from '#web/components/image-upload/upload-status.tsx';
import { CaseCover } from './case-parts.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

interface CaseImageFieldProps {
  /** The image's address ('' for none): typed in, or the uploaded file's URL. */
  value: string;
  onChange: (url: string) => void;
  onUploadingChange: (isUploading: boolean) => void;
  /** The address input's id and own message (the form's `fieldProps`). */
  id?: string;
  error?: string;
  disabled?: boolean;
}

/** The preview fills the form's column: 688 px from the sm breakpoint. */
const PREVIEW_SIZES = '(min-width: 48em) 688px, 100vw';

const looksLikeImageAddress = (value: string) =>
  value.startsWith('/uploads/') || /^https:\/\/[^\s/]+\.[^\s/]+\/\S+$/.test(value);

/** An optional case image: give its https:// address, or upload a file with a progress bar. */
export function CaseImageField({
  value,
  onChange,
  onUploadingChange,
  id,
  error: addressError,
  disabled,
}: CaseImageFieldProps) {
  const t = useMessages('donations');
  const [fileKey, setFileKey] = useState(0);
  const { progress, isUploading, error, lastFailure, upload } = useImageUpload({
    onUploaded: onChange,
    onUploadingChange,
    // The spec's upload failure text (also the server's for a file over 2 MB).
    fallbackMessage: t('donations.image.uploadFailed'),
  });

  const uploadChosen = async (file: File | null) => {
    if (!file) return;
    await upload(file);
    // An emptied input lets the same file be chosen again after a failure.
    setFileKey((key) => key + 1);
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={t('donations.image.url')}
        description={t('donations.image.urlHint')}
        placeholder="https://…"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        id={id}
        error={addressError}
        disabled={disabled || isUploading}
        leftSection={<IconPhoto size={16} aria-hidden="true" />}
      />
      <FileInput
        key={fileKey}
        label={t('donations.image.upload')}
        description={t('donations.image.uploadHint')}
        placeholder={t('donations.image.uploadPlaceholder')}
        accept="image/png,image/jpeg,image/webp,image/gif"
        onChange={(file) => void uploadChosen(file)}
        disabled={disabled || isUploading}
        // The alert below clears after 3 s (the spec); the field keeps the failure until the next try.
        error={lastFailure}
      />

      {progress !== null && (
        <UploadProgress progress={progress} label={t('donations.image.progress')} />
      )}
      {error.message && <UploadError message={error.message.text} />}

      {looksLikeImageAddress(value.trim()) && !addressError && (
        <RemovableImage
          removeLabel={t('donations.image.remove')}
          onRemove={() => onChange('')}
          disabled={disabled || isUploading}
        >
          <CaseCover src={value.trim()} alt={t('donations.image.preview')} sizes={PREVIEW_SIZES} />
        </RemovableImage>
      )}
    </Stack>
  );
}

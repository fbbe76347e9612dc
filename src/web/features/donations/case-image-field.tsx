import {
  ActionIcon,
  Alert,
  FileInput,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconPhoto, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '#web/api/client.ts';
import { uploadImage } from '#web/api/uploads.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { CaseCover } from './case-parts.tsx';

/** The spec's upload failure text (also the server's for a file over 2 MB). */
export const UPLOAD_FAILED = 'Could not upload image (File must be less than 2MB)';

interface CaseImageFieldProps {
  /** The image's address ('' for none): typed in, or the uploaded file's URL. */
  value: string;
  onChange: (url: string) => void;
  onUploadingChange: (isUploading: boolean) => void;
  isInvalid?: boolean;
  disabled?: boolean;
}

const looksLikeImageAddress = (value: string) =>
  value.startsWith('/uploads/') || /^https:\/\/[^\s/]+\.[^\s/]+\/\S+$/.test(value);

/** An optional case image: give its https:// address, or upload a file with a progress bar. */
export function CaseImageField({
  value,
  onChange,
  onUploadingChange,
  isInvalid,
  disabled,
}: CaseImageFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const error = useTimedMessage(INLINE_MESSAGE_MS);
  const abort = useRef<AbortController | null>(null);
  const isUploading = progress !== null;

  // Leaving the page cancels an upload still running.
  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (file: File | null) => {
    if (!file) return;
    error.clear();
    abort.current = new AbortController();
    setProgress(0);
    onUploadingChange(true);
    try {
      onChange(await uploadImage(file, setProgress, abort.current.signal));
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      error.show('error', errorMessage(failure, UPLOAD_FAILED));
    } finally {
      setProgress(null);
      onUploadingChange(false);
      // An emptied input lets the same file be chosen again after a failure.
      setFileKey((key) => key + 1);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        label="Image URL (optional)"
        description="An https:// address, or upload a file below"
        placeholder="https://…"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={isInvalid}
        disabled={disabled || isUploading}
        leftSection={<IconPhoto size={16} aria-hidden="true" />}
      />
      <FileInput
        key={fileKey}
        label="Or upload an image"
        description="JPEG, PNG, WebP or GIF; 2MB at most"
        placeholder="Choose a file to upload"
        accept="image/png,image/jpeg,image/webp,image/gif"
        onChange={(file) => void upload(file)}
        disabled={disabled || isUploading}
      />

      {isUploading && (
        <Stack gap={4}>
          <Progress
            value={progress}
            animated
            size="lg"
            radius="xl"
            aria-label="Image upload progress"
          />
          <Text size="xs" c="dimmed" role="status">
            Uploading… {progress}%
          </Text>
        </Stack>
      )}

      {error.message && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {error.message.text}
        </Alert>
      )}

      {looksLikeImageAddress(value.trim()) && !isInvalid && (
        <Paper withBorder radius="md" p={4} pos="relative" maw={420}>
          <CaseCover src={value.trim()} alt="Case image preview" />
          <ActionIcon
            pos="absolute"
            top={10}
            right={10}
            color="dark"
            variant="filled"
            onClick={() => onChange('')}
            disabled={disabled || isUploading}
            aria-label="Remove the image"
          >
            <IconX size={16} aria-hidden="true" />
          </ActionIcon>
        </Paper>
      )}
    </Stack>
  );
}

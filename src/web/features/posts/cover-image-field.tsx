import {
  ActionIcon,
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '#web/api/client.ts';
import { uploadImage } from '#web/api/uploads.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import classes from './cover-image-field.module.css';

export const SELECT_IMAGE_MESSAGE = 'Please select an Image';
const UPLOAD_FALLBACK = 'Image upload failed, try different image';

interface CoverImageFieldProps {
  /** The uploaded image's URL, or '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** Tells the form an upload is running, so it waits for it. */
  onUploadingChange: (isUploading: boolean) => void;
  disabled?: boolean;
  /** The field's name; the button, preview and progress bar are named after it. */
  label?: string;
  description?: string;
  /** What the upload button says. */
  uploadLabel?: string;
  /** Said when Upload is pressed with no file chosen. */
  selectImageMessage?: string;
  /** Put before an upload failure's reason (the narrative form's 'Image upload failed'). */
  failurePrefix?: string;
}

/**
 * Choose a file, upload it with a progress bar, see the image; or remove it. The post form's
 * cover image and the narrative form's image; the texts differ, as the spec's do.
 */
export function CoverImageField({
  value,
  onChange,
  onUploadingChange,
  disabled,
  label = 'Cover image',
  description = 'JPEG, PNG, WebP or GIF, at most 2 MB.',
  uploadLabel = 'Upload cover image',
  selectImageMessage = SELECT_IMAGE_MESSAGE,
  failurePrefix,
}: CoverImageFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const error = useTimedMessage(INLINE_MESSAGE_MS);
  const abort = useRef<AbortController | null>(null);
  const isUploading = progress !== null;

  // Leaving the page cancels an upload still running.
  useEffect(() => () => abort.current?.abort(), []);

  const upload = async () => {
    if (!file) {
      error.show('error', selectImageMessage);
      return;
    }
    error.clear();
    abort.current = new AbortController();
    setProgress(0);
    onUploadingChange(true);
    try {
      const url = await uploadImage(file, setProgress, abort.current.signal);
      onChange(url);
      setFile(null);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      const reason = errorMessage(failure, UPLOAD_FALLBACK);
      error.show('error', failurePrefix ? `${failurePrefix}: ${reason}` : reason);
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FileInput
          label={label}
          description={description}
          placeholder="Choose an image"
          className={classes.fileInput}
          accept="image/png,image/jpeg,image/webp,image/gif"
          value={file}
          onChange={setFile}
          clearable
          disabled={disabled || isUploading}
          leftSection={<IconPhoto size={16} aria-hidden="true" />}
          style={{ flex: '1 1 220px' }}
        />
        <Button
          variant="default"
          onClick={() => void upload()}
          loading={isUploading}
          disabled={disabled}
          leftSection={<IconUpload size={16} aria-hidden="true" />}
        >
          {uploadLabel}
        </Button>
      </Group>

      {isUploading && (
        <Stack gap={4}>
          <Progress
            value={progress}
            animated
            aria-label={`${label} upload progress`}
            size="lg"
            radius="xl"
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

      {value && (
        <Paper withBorder radius="md" p={4} pos="relative" maw={420}>
          <Image src={value} alt={`${label} preview`} radius="sm" />
          <ActionIcon
            pos="absolute"
            top={10}
            right={10}
            color="dark"
            variant="filled"
            onClick={() => onChange('')}
            disabled={disabled}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            <IconX size={16} aria-hidden="true" />
          </ActionIcon>
        </Paper>
      )}
    </Stack>
  );
}

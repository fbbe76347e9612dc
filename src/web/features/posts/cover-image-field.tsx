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
}

/** Choose a file, upload it with a progress bar, see the cover; or remove it. */
export function CoverImageField({
  value,
  onChange,
  onUploadingChange,
  disabled,
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
      error.show('error', SELECT_IMAGE_MESSAGE);
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
      error.show('error', errorMessage(failure, UPLOAD_FALLBACK));
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FileInput
          label="Cover image"
          description="JPEG, PNG, WebP or GIF, at most 2 MB."
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
          Upload cover image
        </Button>
      </Group>

      {isUploading && (
        <Stack gap={4}>
          <Progress
            value={progress}
            animated
            aria-label="Cover image upload progress"
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
          <Image src={value} alt="Cover image preview" radius="sm" />
          <ActionIcon
            pos="absolute"
            top={10}
            right={10}
            color="dark"
            variant="filled"
            onClick={() => onChange('')}
            disabled={disabled}
            aria-label="Remove cover image"
          >
            <IconX size={16} aria-hidden="true" />
          </ActionIcon>
        </Paper>
      )}
    </Stack>
  );
}

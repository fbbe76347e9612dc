import { Avatar, Button, RingProgress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef, type ChangeEvent } from 'react';
import { UPLOAD_TOO_LARGE } from '#contracts/uploads.constants.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { contractWords } from './contract-words.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { useImageUpload } from '#web/components/image-upload/use-image-upload.ts';
import classes from './profile-picture-field.module.css';
import { avatarSource } from '#web/lib/image-sources.ts';

interface ProfilePictureFieldProps {
  username: string;
  /** The picture to show: a freshly uploaded one waiting for Update, else the saved one. */
  picture: string;
  isPending: boolean;
  onUploaded: (url: string) => void;
  onUploadingChange: (isUploading: boolean) => void;
}

/** Click the picture (or the button) to upload a new one; the percentage shows while it goes. */
export function ProfilePictureField({
  username,
  picture,
  isPending,
  onUploaded,
  onUploadingChange,
}: ProfilePictureFieldProps) {
  const t = useMessages('dashboard');
  const inputRef = useRef<HTMLInputElement>(null);
  const { progress, isUploading, error, upload } = useImageUpload({
    onUploaded,
    onUploadingChange,
    fallbackMessage: contractWords(t)[UPLOAD_TOO_LARGE],
  });

  const choose = () => inputRef.current?.click();

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Let the same file be chosen again after a failure.
    event.currentTarget.value = '';
    if (file) await upload(file);
  };

  return (
    <Stack align="center" gap="xs">
      <UnstyledButton
        className={classes.trigger}
        onClick={choose}
        disabled={isUploading}
        aria-label={t('dashboard.picture.change')}
      >
        <Avatar
          component="span"
          src={avatarSource(picture, 128)}
          alt={t('dashboard.picture.alt', { username })}
          size={128}
          radius={999}
          className={classes.avatar}
        />
        {progress !== null ? (
          <span className={classes.progress}>
            <RingProgress
              size={88}
              thickness={6}
              roundCaps
              sections={[{ value: progress, color: 'ember.3' }]}
              label={
                <Text c="white" fw={700} ta="center" size="sm">
                  {progress}%
                </Text>
              }
            />
          </span>
        ) : (
          <span className={classes.camera} aria-hidden="true">
            <IconCamera size={18} stroke={1.8} />
          </span>
        )}
      </UnstyledButton>
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-label={t('dashboard.picture.file')}
        hidden
        onChange={(event) => void onFileChosen(event)}
      />
      <Button variant="subtle" size="compact-sm" onClick={choose} disabled={isUploading}>
        {t('dashboard.picture.changeButton')}
      </Button>
      <Text size="sm" c="dimmed" role="status" ta="center">
        {isUploading
          ? t('dashboard.picture.uploading', { progress })
          : isPending
            ? t('dashboard.picture.ready')
            : ''}
      </Text>
      <FormMessage message={error.message} />
    </Stack>
  );
}

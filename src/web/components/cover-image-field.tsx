import { FileInput, Image, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { IMAGE_ALT_MAX_LENGTH } from '#contracts/common.constants.ts';
import { COVER_FOCUS_CENTRE, type CoverFocus } from '#contracts/cover.constants.ts';
import { CoverCropPreview } from '#web/components/cover-focus/cover-crop-preview.tsx';
import { FocalPointPicker } from '#web/components/cover-focus/focal-point-picker.tsx';
import { useImageUpload } from '#web/components/image-upload/use-image-upload.ts';
import {
  RemovableImage,
  UploadError,
  UploadProgress,
} from '#web/components/image-upload/upload-status.tsx';
import { useLocale } from '#web/i18n/locale.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './cover-image-field.module.css';

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
  /** Put before an upload failure's reason (the narrative form's 'Image upload failed'). */
  failurePrefix?: string;
  /** The image's description (its alt text), asked for once there is an image. */
  altInput?: Pick<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>;
  /**
   * The image's focal point, set on the image, with the crops readers will see beside it; a new
   * or removed image puts it back in the middle.
   */
  focusInput?: { value: CoverFocus; onChange: (focus: CoverFocus) => void };
}

/**
 * One control per image: choosing a file uploads it at once, with a progress bar, and shows
 * it; or remove it. The form waits for an upload under way, so nothing chosen is lost on
 * submit. The post form's cover image and the narrative form's image.
 */
export function CoverImageField({
  value,
  onChange,
  onUploadingChange,
  disabled,
  label: givenLabel,
  description,
  failurePrefix,
  altInput,
  focusInput,
}: CoverImageFieldProps) {
  const t = useMessages('shellParts');
  const locale = useLocale();
  const label = givenLabel ?? t('shellParts.cover.label');
  const [file, setFile] = useState<File | null>(null);
  const previewTitleId = useId();
  const replace = (url: string) => {
    onChange(url);
    focusInput?.onChange(COVER_FOCUS_CENTRE);
  };
  const { progress, isUploading, error, upload } = useImageUpload({
    onUploaded: (url) => {
      replace(url);
      setFile(null);
    },
    onUploadingChange,
    fallbackMessage: t('shellParts.editor.uploadFailed'),
    describeFailure: (reason) => (failurePrefix ? `${failurePrefix}: ${reason}` : reason),
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (chosen) void upload(chosen);
  };

  return (
    <Stack gap="sm">
      <FileInput
        label={label}
        description={t('shellParts.cover.uploadedAtOnce', {
          hint: description ?? t('shellParts.cover.hint'),
        })}
        placeholder={
          value ? t('shellParts.cover.chooseAnother') : t('shellParts.editor.chooseImage')
        }
        className={classes.fileInput}
        accept="image/png,image/jpeg,image/webp,image/gif"
        value={file}
        onChange={choose}
        disabled={disabled || isUploading}
        leftSection={<IconPhoto size={16} aria-hidden="true" />}
      />

      {progress !== null && (
        <UploadProgress progress={progress} label={t('shellParts.cover.progress', { label })} />
      )}
      {error.message && <UploadError message={error.message.text} />}

      {value && (
        <RemovableImage
          removeLabel={t('shellParts.cover.remove', { label: label.toLocaleLowerCase(locale) })}
          onRemove={() => replace('')}
          disabled={disabled}
        >
          {focusInput ? (
            <FocalPointPicker
              src={value}
              label={label}
              focus={focusInput.value}
              onChange={focusInput.onChange}
              disabled={disabled}
            />
          ) : (
            <Image src={value} alt={t('shellParts.cover.preview', { label })} radius="sm" />
          )}
        </RemovableImage>
      )}

      {value && focusInput && (
        <CoverCropPreview src={value} focus={focusInput.value} titleId={previewTitleId} />
      )}

      {value && altInput && (
        <TextInput
          label={t('shellParts.cover.altLabel')}
          description={t('shellParts.cover.altHint')}
          {...altInput}
          maxLength={IMAGE_ALT_MAX_LENGTH}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}

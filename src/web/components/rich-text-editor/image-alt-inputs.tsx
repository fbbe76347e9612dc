import { Checkbox, TextInput } from '@mantine/core';
import { IMAGE_ALT_MAX_LENGTH } from '#contracts/common.constants.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

interface ImageAltInputsProps {
  alt: string;
  onAltChange: (alt: string) => void;
  isDecorative: boolean;
  onDecorativeChange: (isDecorative: boolean) => void;
  /** The alternative text's id, for the form's error summary. */
  id?: string;
  error?: string;
}

/** An image's alternative text, or the author's explicit word that the image is decorative. */
export function ImageAltInputs({
  alt,
  onAltChange,
  isDecorative,
  onDecorativeChange,
  id,
  error,
}: ImageAltInputsProps) {
  const t = useMessages('shellParts');
  return (
    <>
      <TextInput
        label={t('shellParts.editor.altText')}
        description={t('shellParts.editor.altTextHint')}
        value={alt}
        onChange={(event) => onAltChange(event.currentTarget.value)}
        maxLength={IMAGE_ALT_MAX_LENGTH}
        disabled={isDecorative}
        id={id}
        error={error}
      />
      <Checkbox
        label={t('shellParts.editor.decorative')}
        checked={isDecorative}
        onChange={(event) => onDecorativeChange(event.currentTarget.checked)}
      />
    </>
  );
}

import { Checkbox, TextInput } from '@mantine/core';
import { IMAGE_ALT_MAX_LENGTH } from '#contracts/common.constants.ts';

export const NO_DESCRIPTION = 'Describe the image, or mark it as decorative';

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
  return (
    <>
      <TextInput
        label="Alternative text"
        description="What the image shows, for people who cannot see it"
        value={alt}
        onChange={(event) => onAltChange(event.currentTarget.value)}
        maxLength={IMAGE_ALT_MAX_LENGTH}
        disabled={isDecorative}
        id={id}
        error={error}
      />
      <Checkbox
        label="Decorative image: it adds nothing to the text"
        checked={isDecorative}
        onChange={(event) => onDecorativeChange(event.currentTarget.checked)}
      />
    </>
  );
}

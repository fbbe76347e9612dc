import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password box whose eye button is reached by keyboard too and names what it shows ('Show
 * password', or `showLabel` where a form has two).
 */
export function PasswordField({
  showLabel = 'Show password',
  ...inputProps
}: PasswordInputProps & { showLabel?: string }) {
  return (
    <PasswordInput
      {...inputProps}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': showLabel }}
    />
  );
}

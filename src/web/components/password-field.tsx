import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * A password box whose eye button is reached by keyboard too and names what it shows ('Show
 * password', or `showLabel` where a form has two).
 */
export function PasswordField({
  showLabel,
  ...inputProps
}: PasswordInputProps & { showLabel?: string }) {
  const t = useMessages('shellParts');
  return (
    <PasswordInput
      {...inputProps}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': showLabel ?? t('shellParts.password.show') }}
    />
  );
}

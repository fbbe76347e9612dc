import { Group, Radio } from '@mantine/core';
import type { ContactVisibility } from '#contracts/stories.constants.ts';

const OPTIONS: { value: ContactVisibility; label: string; description: string }[] = [
  {
    value: 'public',
    label: 'Show it on the page',
    description: 'Everyone reading the narrative sees it.',
  },
  {
    value: 'on_request',
    label: 'Show it on request',
    description: 'A visitor presses Show contact to see it, which keeps it from being collected.',
  },
];

/**
 * How the narrative shows its contact: the author must choose (a WhatsApp number starts on
 * request). As GOV.UK's radios: the field's id is its first option's, which the error summary
 * links to, and each option is tied to the group's message.
 */
export function ContactVisibilityField({
  value,
  onChange,
  id,
  error,
  disabled,
}: {
  value: ContactVisibility | undefined;
  onChange: (value: ContactVisibility) => void;
  id: string;
  error: string | undefined;
  disabled: boolean;
}) {
  const errorId = `${id}-error`;
  return (
    <Radio.Group
      label="Who sees the contact"
      value={value ?? null}
      onChange={(chosen) => onChange(chosen as ContactVisibility)}
      withAsterisk
      error={error}
      errorProps={{ id: errorId }}
    >
      <Group mt="xs" gap="lg" align="flex-start">
        {OPTIONS.map((option, index) => (
          <Radio
            key={option.value}
            id={index === 0 ? id : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={option.value}
            label={option.label}
            description={option.description}
            disabled={disabled}
            style={{ flex: '1 1 220px' }}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

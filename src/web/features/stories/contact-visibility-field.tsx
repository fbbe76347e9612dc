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

/** How the narrative shows its contact: the author must choose (a WhatsApp number starts on request). */
export function ContactVisibilityField({
  value,
  onChange,
  isInvalid,
  disabled,
}: {
  value: ContactVisibility | undefined;
  onChange: (value: ContactVisibility) => void;
  isInvalid: boolean;
  disabled: boolean;
}) {
  return (
    <Radio.Group
      label="Who sees the contact"
      value={value ?? null}
      onChange={(chosen) => onChange(chosen as ContactVisibility)}
      withAsterisk
      error={isInvalid}
    >
      <Group mt="xs" gap="lg" align="flex-start">
        {OPTIONS.map((option) => (
          <Radio
            key={option.value}
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

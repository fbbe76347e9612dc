import { Group, Radio } from '@mantine/core';
import type { ContactVisibility } from '#contracts/stories.constants.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

const OPTIONS = [
  {
    value: 'public',
    label: 'stories.visibility.public',
    description: 'stories.visibility.publicHint',
  },
  {
    value: 'on_request',
    label: 'stories.visibility.onRequest',
    description: 'stories.visibility.onRequestHint',
  },
] as const satisfies readonly { value: ContactVisibility; label: string; description: string }[];

/** Each option shares the row. */
const OPTION_FLEX = '1 1 220px';

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
  const t = useMessages('stories');
  const errorId = `${id}-error`;
  return (
    <Radio.Group
      label={t('stories.visibility.label')}
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
            label={t(option.label)}
            description={t(option.description)}
            disabled={disabled}
            style={{ flex: OPTION_FLEX }}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

import { Stack, Switch, TextInput } from '@mantine/core';
import type { FieldProps } from '#web/lib/contract-form.ts';
import { CaseStoryPicker } from './case-story-picker.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

interface CaseGivingFieldsProps {
  storyId: string | null;
  linkedStory: { _id: string; title: string } | null;
  showAmounts: boolean;
  /** A `datetime-local` value in the admin's time zone, or '' for no end. */
  endsAt: string;
  onChange: (change: { storyId?: string | null; showAmounts?: boolean; endsAt?: string }) => void;
  /** A field's id and own message (the form's `fieldProps`). */
  fieldProps: (field: 'storyId' | 'endsAt') => FieldProps;
  disabled: boolean;
}

/** The case form's giving settings: the narrative it serves, amounts shown, an optional end. */
export function CaseGivingFields(props: CaseGivingFieldsProps) {
  const { onChange, fieldProps, disabled } = props;
  const t = useMessages('donations');
  return (
    <Stack gap="lg">
      <CaseStoryPicker
        value={props.storyId}
        linked={props.linkedStory}
        onChange={(storyId) => onChange({ storyId })}
        disabled={disabled}
        {...fieldProps('storyId')}
      />
      <TextInput
        type="datetime-local"
        label={t('donations.caseForm.ends')}
        description={t('donations.caseForm.endsHint')}
        value={props.endsAt}
        onChange={(event) => onChange({ endsAt: event.currentTarget.value })}
        disabled={disabled}
        {...fieldProps('endsAt')}
        maw={{ base: '100%', xs: 260 }}
      />
      <Switch
        label={t('donations.caseForm.showAmounts')}
        description={t('donations.caseForm.showAmountsHint')}
        checked={props.showAmounts}
        onChange={(event) => onChange({ showAmounts: event.currentTarget.checked })}
        disabled={disabled}
        size="md"
      />
    </Stack>
  );
}

/** An ISO time as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null) {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  createCaseSchema,
  DEFAULT_AMOUNT_OPTIONS,
  MAX_AMOUNT_OPTIONS,
  updateCaseSchema,
} from '#contracts/donations.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { CaseImageField } from './case-image-field.tsx';
import classes from './donations.module.css';
import { messageOf, type CaseFields } from './api.ts';

export interface CaseFormValues {
  title: string;
  description: string;
  amountOptions: (number | string)[];
  /** '' for no goal. */
  goalAmount: number | string;
  image: string;
  active: boolean;
}

export const EMPTY_CASE: CaseFormValues = {
  title: '',
  description: '',
  amountOptions: DEFAULT_AMOUNT_OPTIONS,
  goalAmount: '',
  image: '',
  active: true,
};

/** Fields the last check refused: `title`, `amountOptions` (all of them) or `amountOptions.2`. */
type InvalidFields = ReadonlySet<string>;
const NONE: InvalidFields = new Set();

interface CaseFormProps {
  initialValues: CaseFormValues;
  /** The edit form: with the active toggle, validated as a change. */
  isEdit?: boolean;
  /** An archived case can no longer be reopened: its toggle is off and locked. */
  isArchived?: boolean;
  submitLabel: string;
  onSave: (fields: CaseFields & { active: boolean }) => Promise<unknown>;
}

/**
 * Title, description, 1 to 6 suggested amounts, an optional goal and image, and on the edit form
 * the active toggle. Checked with the contract's schema, so the messages are the server's.
 */
export function CaseForm({
  initialValues,
  isEdit = false,
  isArchived = false,
  submitLabel,
  onSave,
}: CaseFormProps) {
  const [values, setValues] = useState(initialValues);
  // Stable keys for the amount inputs, so removing one keeps focus and values in place.
  const nextKey = useRef(initialValues.amountOptions.length);
  const [optionKeys, setOptionKeys] = useState(() =>
    initialValues.amountOptions.map((_, index) => index),
  );
  const [invalid, setInvalid] = useState<InvalidFields>(NONE);
  const [isUploading, setIsUploading] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const message = useTimedMessage(INLINE_MESSAGE_MS);

  const set = <K extends keyof CaseFormValues>(key: K, value: CaseFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // Editing a field clears its mark (for the amounts, every amount's).
    setInvalid((current) => {
      const remaining = [...current].filter((name) => name.split('.')[0] !== key);
      return remaining.length === current.size ? current : new Set(remaining);
    });
  };

  const setOption = (index: number, value: number | string) =>
    set(
      'amountOptions',
      values.amountOptions.map((option, i) => (i === index ? value : option)),
    );

  const addOption = () => {
    if (values.amountOptions.length >= MAX_AMOUNT_OPTIONS) return;
    set('amountOptions', [...values.amountOptions, '']);
    setOptionKeys((keys) => [...keys, nextKey.current++]);
  };

  const removeOption = (index: number) => {
    if (values.amountOptions.length <= 1) return;
    set(
      'amountOptions',
      values.amountOptions.filter((_, i) => i !== index),
    );
    setOptionKeys((keys) => keys.filter((_, i) => i !== index));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (isUploading) {
      message.show('error', 'Please wait for the image to finish uploading');
      return;
    }
    const input = {
      title: values.title,
      description: values.description,
      amountOptions: values.amountOptions,
      goalAmount: values.goalAmount === '' ? null : values.goalAmount,
      image: values.image.trim(),
    };
    const parsed = isEdit
      ? updateCaseSchema.safeParse({ ...input, active: values.active })
      : createCaseSchema.safeParse(input);
    if (!parsed.success) {
      // Every refused field is marked; the first message is shown.
      const issue = parsed.error.issues[0];
      setInvalid(
        new Set(parsed.error.issues.map(({ path }) => path.slice(0, 2).map(String).join('.'))),
      );
      message.show('error', issue?.message ?? 'Please check the form');
      return;
    }
    setInvalid(NONE);
    message.clear();
    setIsSaving(true);
    try {
      await onSave({
        title: parsed.data.title ?? '',
        description: parsed.data.description ?? '',
        amountOptions: parsed.data.amountOptions ?? [],
        goalAmount: parsed.data.goalAmount ?? null,
        image: parsed.data.image ?? '',
        active: values.active,
      });
    } catch (error) {
      message.show('error', messageOf(error, 'Something went wrong'));
    } finally {
      setIsSaving(false);
    }
  };

  const isOptionInvalid = (index: number) =>
    invalid.has('amountOptions') || invalid.has(`amountOptions.${index}`);
  const optionCount = values.amountOptions.length;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.surface}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Donation case">
        <Stack gap="lg">
          <TextInput
            label="Title"
            placeholder="What the donations are for"
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            maxLength={200}
            withAsterisk
            disabled={isSaving}
            error={invalid.has('title')}
          />
          <Textarea
            label="Description"
            description="Plain text; leave a blank line between paragraphs."
            placeholder="Who is helped, how, and what the money buys"
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            autosize
            minRows={6}
            maxRows={18}
            maxLength={20_000}
            withAsterisk
            disabled={isSaving}
            error={invalid.has('description')}
          />

          <Fieldset
            legend="Suggested amounts (USD)"
            variant="unstyled"
            disabled={isSaving}
            styles={{
              legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)', padding: 0 },
            }}
          >
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                The buttons donors pick from: {optionCount} of at most {MAX_AMOUNT_OPTIONS}, each
                greater than 0.
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                {values.amountOptions.map((option, index) => (
                  <NumberInput
                    key={optionKeys[index]}
                    label={`Amount ${index + 1}`}
                    value={option}
                    onChange={(value) => setOption(index, value)}
                    min={0.01}
                    step={1}
                    decimalScale={2}
                    allowNegative={false}
                    clampBehavior="none"
                    hideControls
                    inputMode="decimal"
                    leftSection={
                      <Text size="sm" aria-hidden="true">
                        $
                      </Text>
                    }
                    rightSection={
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        onClick={() => removeOption(index)}
                        disabled={optionCount <= 1 || isSaving}
                        aria-label={`Remove amount ${index + 1}`}
                      >
                        <IconX size={14} aria-hidden="true" />
                      </ActionIcon>
                    }
                    rightSectionPointerEvents="all"
                    error={isOptionInvalid(index)}
                  />
                ))}
              </SimpleGrid>
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden="true" />}
                  onClick={addOption}
                  disabled={optionCount >= MAX_AMOUNT_OPTIONS || isSaving}
                >
                  Add amount
                </Button>
              </Group>
            </Stack>
          </Fieldset>

          <NumberInput
            label="Goal (optional)"
            description="Leave empty for a case without a goal"
            placeholder="No goal"
            value={values.goalAmount}
            onChange={(value) => set('goalAmount', value)}
            min={0}
            step={100}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            thousandSeparator=","
            hideControls
            inputMode="decimal"
            leftSection={
              <Text size="sm" aria-hidden="true">
                $
              </Text>
            }
            disabled={isSaving}
            error={invalid.has('goalAmount')}
            maw={{ base: '100%', xs: 260 }}
          />

          <CaseImageField
            value={values.image}
            onChange={(url) => set('image', url)}
            onUploadingChange={setIsUploading}
            isInvalid={invalid.has('image')}
            disabled={isSaving}
          />

          {isEdit && (
            <Switch
              label="Active"
              description={
                isArchived
                  ? 'This case is archived: it stays closed, with its donation records kept.'
                  : 'Active cases are listed on the donation page and take donations.'
              }
              checked={values.active && !isArchived}
              onChange={(event) => set('active', event.currentTarget.checked)}
              disabled={isSaving || isArchived}
              size="md"
            />
          )}

          <FormMessage message={message.message} />

          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/donation-dashboard" variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={isSaving} disabled={isUploading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

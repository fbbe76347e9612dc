import { Button, Group, Paper, Switch, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { caseAmountsInCurrencySchema, createCaseSchema } from '#contracts/donations.ts';
import {
  DEFAULT_CURRENCY,
  isCurrency,
  limitScale,
  type Currency,
} from '#contracts/currency.constants.ts';
import { DEFAULT_AMOUNT_OPTIONS } from '#contracts/donations.constants.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { inputsHeldWhile, useContractForm } from '#web/lib/contract-form.ts';
import { INLINE_MESSAGE_MS, useFormMessage } from '#web/lib/use-timed-message.ts';
import { CaseAmountOptions } from './case-amount-options.tsx';
import { CaseGivingFields } from './case-giving-fields.tsx';
import { CaseImageField } from './case-image-field.tsx';
import { CaseCurrencyField } from './case-currency-field.tsx';
import { MoneyInput } from './money-input.tsx';
import classes from './donations.module.css';
import { messageOf } from './api.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * The contract's case, as the form holds it: every field present, the goal input's '' meaning
 * "no goal" (the API's null), and the Active switch (sent by the edit form only).
 */
const caseFormFields = createCaseSchema.extend({
  amountOptions: createCaseSchema.shape.amountOptions.unwrap(),
  goalAmount: z
    .preprocess(
      (goal: number | string) => (goal === '' ? null : goal),
      createCaseSchema.shape.goalAmount,
    )
    .transform((goal) => goal ?? null),
  monthlyTarget: z
    .preprocess(
      (target: number | string) => (target === '' ? null : target),
      createCaseSchema.shape.monthlyTarget,
    )
    .transform((target) => target ?? null),
  image: createCaseSchema.shape.image.unwrap(),
  active: z.boolean(),
  storyId: createCaseSchema.shape.storyId.unwrap().transform((id) => id ?? null),
  showAmounts: createCaseSchema.shape.showAmounts.unwrap(),
  // The browser's `datetime-local` (local time) as the API's ISO time; '' for no end.
  endsAt: z
    .preprocess((value: string) => {
      if (value === '') return null;
      const time = new Date(value);
      return Number.isNaN(time.getTime()) ? value : time.toISOString();
    }, createCaseSchema.shape.endsAt)
    .transform((endsAt) => endsAt ?? null),
});
/** The amounts are checked in the currency the form names, as the server checks them. */
const caseFormSchema = caseAmountsInCurrencySchema(caseFormFields);
/** The amounts a case may go without: left empty, it has none. */
const OPTIONAL_TARGETS = [
  {
    path: 'goalAmount',
    label: 'donations.caseForm.goal',
    description: 'donations.caseForm.goalHint',
    placeholder: 'donations.caseForm.goalPlaceholder',
    step: 100,
  },
  {
    path: 'monthlyTarget',
    label: 'donations.caseForm.monthlyTarget',
    description: 'donations.caseForm.monthlyTargetHint',
    placeholder: 'donations.caseForm.monthlyTargetPlaceholder',
    step: 10,
  },
] as const;

export type CaseFormValues = z.input<typeof caseFormSchema>;
/** The checked fields, ready to send. */
export type CheckedCase = z.output<typeof caseFormSchema>;

export const EMPTY_CASE: CaseFormValues = {
  title: '',
  description: '',
  currency: DEFAULT_CURRENCY,
  amountOptions: DEFAULT_AMOUNT_OPTIONS,
  goalAmount: '',
  monthlyTarget: '',
  image: '',
  active: true,
  storyId: null,
  showAmounts: true,
  endsAt: '',
};

const AMOUNT_FIELD = 'amountOptions';

/** The suggested amounts a new case starts with in `currency` (¥1,000 where $10). */
const defaultOptions = (currency: Currency) =>
  DEFAULT_AMOUNT_OPTIONS.map((option) => option * limitScale(currency));

interface CaseFormProps {
  initialValues: CaseFormValues;
  /** The edit form: with the active toggle. */
  isEdit?: boolean;
  /** An archived case can no longer be reopened: its toggle is off and locked. */
  isArchived?: boolean;
  /** The narrative the case serves now, for the picker to name. */
  linkedStory?: { _id: string; title: string } | null;
  /** The case has had a gift: its currency is shown, and can no longer change. */
  currencyLocked?: boolean;
  submitLabel: string;
  /** Sends the checked case; `onError` shows the server's refusal in the form. */
  onSave: (fields: CheckedCase, onError: (error: unknown) => void) => void;
  isSaving: boolean;
}

/**
 * Title, description, 1 to 6 suggested amounts, an optional goal and image, and on the edit form
 * the active toggle. Checked with the contract's schema: each refused field says why under it, and
 * the summary at the top leads with the server's (the spec's) message.
 */
export function CaseForm({
  initialValues,
  isEdit = false,
  isArchived = false,
  linkedStory = null,
  currencyLocked = false,
  submitLabel,
  onSave,
  isSaving,
}: CaseFormProps) {
  const t = useMessages('donations');
  // Each required field's own message when it is left empty; the summary leads with the spec's.
  const form = useContractForm(caseFormSchema, {
    initialValues,
    requiredMessages: {
      title: t('donations.caseForm.titleRequired'),
      description: t('donations.caseForm.descriptionRequired'),
    },
  });
  const inputProps = inputsHeldWhile(form, isSaving);
  const [isUploading, setIsUploading] = useState(false);
  const message = useFormMessage(INLINE_MESSAGE_MS);
  const values = form.getValues();
  const currency: Currency =
    values.currency && isCurrency(values.currency) ? values.currency : DEFAULT_CURRENCY;
  // A refusal of the whole list (none, or too many) shows on its first amount.
  const amountProps = (index: number) => {
    const own = form.fieldProps(`${AMOUNT_FIELD}.${index}`);
    const listError = index === 0 ? form.fieldProps(AMOUNT_FIELD).error : undefined;
    return { ...own, error: own.error ?? listError };
  };

  // The amounts are checked as a list: editing one clears every amount's mark.
  const setAmounts = (amounts: (number | string)[]) => {
    form.setFieldValue(AMOUNT_FIELD, amounts);
    form.setErrors((errors) =>
      Object.fromEntries(
        Object.entries(errors).filter(([path]) => path.split('.')[0] !== AMOUNT_FIELD),
      ),
    );
  };

  const save = form.onSubmit(
    (fields) => {
      message.clear();
      onSave(fields, (error) =>
        message.show('error', messageOf(error, t('donations.caseForm.failed'))),
      );
    },
    () => message.clear(),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (isUploading) {
      message.show('error', t('donations.caseForm.waitForUpload'));
      return;
    }
    save();
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.surface}>
      <FormWithSummary
        form={form}
        onSubmit={submit}
        {...message.formProps}
        aria-label={t('donations.case.title')}
        gap="lg"
      >
        <TextInput
          label={t('donations.caseForm.title')}
          placeholder={t('donations.caseForm.titlePlaceholder')}
          {...inputProps('title')}
          maxLength={200}
          withAsterisk
        />
        <Textarea
          label={t('donations.caseForm.description')}
          description={t('donations.caseForm.descriptionHint')}
          placeholder={t('donations.caseForm.descriptionPlaceholder')}
          {...inputProps('description')}
          autosize
          minRows={6}
          maxRows={18}
          maxLength={20_000}
          withAsterisk
        />

        <CaseCurrencyField
          value={currency}
          onChange={(code) => {
            // Untouched default amounts follow the currency; amounts typed in stay.
            const amounts = values.amountOptions;
            const defaults = defaultOptions(currency);
            if (amounts.length === defaults.length && amounts.every((a, i) => a === defaults[i])) {
              setAmounts(defaultOptions(code));
            }
            form.setFieldValue('currency', code);
          }}
          locked={currencyLocked}
          {...form.fieldProps('currency')}
          disabled={isSaving}
        />

        <CaseAmountOptions
          currency={currency}
          value={values.amountOptions}
          onChange={setAmounts}
          fieldProps={amountProps}
          disabled={isSaving}
        />

        {OPTIONAL_TARGETS.map(({ path, label, description, placeholder, step }) => (
          <MoneyInput
            key={path}
            currency={currency}
            label={t(label)}
            description={t(description)}
            placeholder={t(placeholder)}
            step={step}
            {...inputProps(path)}
            min={0}
            thousandSeparator=","
            maw={{ base: '100%', xs: 260 }}
          />
        ))}

        <CaseImageField
          value={values.image}
          onChange={(url) => form.setFieldValue('image', url)}
          onUploadingChange={setIsUploading}
          {...form.fieldProps('image')}
          disabled={isSaving}
        />

        <CaseGivingFields
          storyId={values.storyId ?? null}
          linkedStory={linkedStory}
          showAmounts={values.showAmounts}
          endsAt={values.endsAt ?? ''}
          onChange={(change) => form.setValues(change)}
          fieldProps={form.fieldProps}
          disabled={isSaving}
        />

        {isEdit && (
          <Switch
            label={t('donations.caseForm.active')}
            description={t(
              isArchived ? 'donations.caseForm.archivedHint' : 'donations.caseForm.activeHint',
            )}
            checked={values.active && !isArchived}
            onChange={(event) => form.setFieldValue('active', event.currentTarget.checked)}
            disabled={isSaving || isArchived}
            size="md"
          />
        )}

        <FormMessage message={message.message} />

        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/donation-dashboard" variant="default">
            {t('donations.cancel')}
          </Button>
          <Button type="submit" loading={isSaving} disabled={isUploading}>
            {submitLabel}
          </Button>
        </Group>
      </FormWithSummary>
    </Paper>
  );
}

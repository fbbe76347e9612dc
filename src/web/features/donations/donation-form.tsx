import { Alert, Button, Checkbox, Group, Text, Textarea, TextInput } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { IconCircleCheck, IconHeart, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { donationSchema, RecordedDonationResponse } from '#contracts/donations.ts';
import { limitScale, type Currency } from '#contracts/currency.constants.ts';
import { useSite } from '#web/lib/site-settings.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { inputsHeldWhile, useDeferredContractForm } from '#web/lib/contract-form.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { MESSAGES, messageOf, useDonate, type DonationCase } from './api.ts';
import { DonationAmountField } from './donation-amount-field.tsx';
import growingTextarea from '#web/components/growing-textarea.module.css';
import { useMessages } from '#web/i18n/use-messages.ts';

type CheckedDonation = z.output<typeof donationSchema>;

/** The spec: the thank-you shows, then the success page opens 2 s later. */
export const SUCCESS_REDIRECT_MS = 2000;

// The rules (zod and the donations contract) come when the form is first focused or sent: most
// readers of a case never give, and building them costs a phone a long task.
const loadDonationSchema = (currency: Currency) => async () => {
  const { donationInCurrencySchema } = await import('#contracts/donations.ts');
  return donationInCurrencySchema(currency);
};

/** What the success page shows; passed as router state. */
export interface DonationSuccessState {
  amount: number;
  /** The case's, which the amount is in. */
  currency: string;
  caseTitle: string;
  caseId: string;
  donorName: string;
  /** Recorded without payment (PAYMENT_PROVIDER=none): a pledge, and the page says so. */
  isPledge: boolean;
  /** Whether an e-mail was given, so a receipt is on its way (never the address itself). */
  hasEmail: boolean;
  /** Updates by e-mail were asked for: a link to confirm them is on its way to the address. */
  confirmsUpdatesByEmail: boolean;
}

/**
 * Suggested amounts plus a custom amount, the donor's name (empty, recorded as Anonymous),
 * e-mail and message, and one box for what the supporters list shows: the name and message. One submission attempt keeps one Idempotency-Key until it succeeds, so a double click
 * or a retry after a lost answer never gives twice.
 */
export function DonationForm({ donationCase }: { donationCase: DonationCase }) {
  const format = useFormat();
  const navigate = useNavigate();
  const site = useSite();
  const t = useMessages('donations');
  const isStripe = site.data?.paymentProvider === 'stripe';
  const isSignedIn = useAppStore((state) => Boolean(state.currentUser));

  const form = useDeferredContractForm(loadDonationSchema(donationCase.currency), {
    initialValues: {
      donationCaseId: donationCase._id,
      amount: '',
      donorName: '',
      donorEmail: '',
      message: '',
      wantsUpdates: false,
      showPublicly: false,
      frequency: 'once' as 'once' | 'monthly',
    },
    requiredMessages: { amount: t('donations.form.amountRequired') },
  });
  const donate = useDonate();
  const [result, setResult] = useState<RecordedDonationResponse | null>(null);
  const feedback = useTimedMessage(INLINE_MESSAGE_MS);
  const idempotencyKey = useRef<string | null>(null);
  /** The name as sent, and whether an address was (the answer carries no donor details). */
  const sentDonorName = useRef('');
  const sentEmail = useRef(false);
  const sentUpdatesByEmail = useRef(false);
  // While sending, every control is disabled: focus waits on the form, then on the answer.
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) answerRef.current?.focus();
  }, [result]);

  // Done here: a pledge (no payment provider) is recorded, pending until its money arrives;
  // a card gift goes on to the payment page instead.
  const completed =
    result && (result.transaction.status === 'completed' || (!isStripe && !result.checkoutUrl))
      ? result
      : null;
  useEffect(() => {
    if (!completed) return;
    const state: DonationSuccessState = {
      amount: completed.transaction.amount,
      currency: donationCase.currency,
      caseTitle: donationCase.title,
      caseId: donationCase._id,
      donorName: sentDonorName.current,
      isPledge: !isStripe,
      hasEmail: sentEmail.current,
      confirmsUpdatesByEmail: sentUpdatesByEmail.current,
    };
    const timer = window.setTimeout(
      () => void navigate('/donate/success', { state }),
      SUCCESS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [completed, donationCase._id, donationCase.title, donationCase.currency, isStripe, navigate]);

  const isLocked = donate.isPending || result !== null;
  const inputProps = inputsHeldWhile(form, isLocked);

  const give = (input: CheckedDonation) => {
    feedback.clear();
    // The key stays after a failure: trying again repeats this attempt, not a second gift.
    idempotencyKey.current ??= crypto.randomUUID();
    sentDonorName.current = input.donorName;
    sentEmail.current = Boolean(input.donorEmail);
    sentUpdatesByEmail.current = Boolean(input.donorEmail) && input.wantsUpdates;
    formRef.current?.focus();
    donate.mutate(
      {
        input: { ...input, donorEmail: input.donorEmail ?? '', message: input.message ?? '' },
        idempotencyKey: idempotencyKey.current,
      },
      {
        onSuccess: (response) => {
          setResult(response);
          if (response.checkoutUrl) window.location.assign(response.checkoutUrl);
        },
        onError: (error) => feedback.show('error', messageOf(error, t(MESSAGES.donation))),
      },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLocked) return;
    await form.prepare();
    form.onSubmit(give, () => feedback.clear())();
  };

  const { amount, wantsUpdates, donorEmail, frequency } = form.getValues();
  // The form is locked once sent, so its values are the ones sent.
  const asksUpdatesByEmail = wantsUpdates && Boolean(donorEmail?.trim());
  const parsedAmount = typeof amount === 'number' ? amount : Number.NaN;
  const submitLabel = isStripe
    ? t('donations.form.continue')
    : Number.isFinite(parsedAmount) && parsedAmount >= limitScale(donationCase.currency)
      ? t('donations.form.donateAmount', {
          amount: format.money(parsedAmount, donationCase.currency),
        })
      : t('donations.card.donate');

  return (
    <FormWithSummary
      form={form}
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onFocus={() => void form.prepare()}
      aria-label={t('donations.form.label')}
      tabIndex={-1}
    >
      <DonationAmountField
        options={donationCase.amountOptions}
        currency={donationCase.currency}
        {...form.getInputProps('amount')}
        value={amount}
        disabled={isLocked}
      />

      {isStripe && (
        <Checkbox
          label={t('donations.form.monthly')}
          description={t('donations.form.monthlyHint')}
          checked={frequency === 'monthly'}
          onChange={(event) =>
            form.setFieldValue('frequency', event.currentTarget.checked ? 'monthly' : 'once')
          }
          disabled={isLocked}
        />
      )}
      <TextInput
        label={t('donations.form.name')}
        description={t('donations.form.nameHint')}
        placeholder={t('donations.form.namePlaceholder')}
        {...inputProps('donorName')}
        maxLength={100}
        autoComplete="name"
      />
      <TextInput
        label={t('donations.form.email')}
        description={t('donations.form.emailHint')}
        type="email"
        {...inputProps('donorEmail')}
        maxLength={200}
        autoComplete="email"
      />
      <Checkbox
        label={t('donations.form.updates')}
        description={t(
          isSignedIn ? 'donations.form.updatesHintMember' : 'donations.form.updatesHintVisitor',
        )}
        {...inputProps('wantsUpdates', { type: 'checkbox' })}
      />
      <Textarea
        label={t('donations.form.message')}
        description={t('donations.form.messageHint')}
        {...inputProps('message')}
        maxLength={500}
        rows={2}
        classNames={{ input: growingTextarea.input }}
      />
      <Checkbox
        label={t('donations.form.showPublicly')}
        description={t('donations.form.showPubliclyHint')}
        {...inputProps('showPublicly', { type: 'checkbox' })}
      />

      <FormMessage message={feedback.message} />
      {completed && (
        <Alert
          ref={answerRef}
          tabIndex={-1}
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          role="status"
        >
          <Text fw={700} size="sm">
            {isStripe ? completed.message : t('donations.thanks.pledgeTitle')}
          </Text>
          <Text size="sm">
            {t(isStripe ? 'donations.form.paidRedirect' : 'donations.form.pledgedRedirect', {
              amount: format.money(completed.transaction.amount, completed.transaction.currency),
              title: donationCase.title,
            })}
          </Text>
          {asksUpdatesByEmail && <Text size="sm">{t('donations.form.confirmUpdates')}</Text>}
        </Alert>
      )}
      {result && !completed && (
        <Alert
          ref={answerRef}
          tabIndex={-1}
          color="blue"
          variant="light"
          icon={<IconLock size={20} />}
          role="status"
        >
          {result.checkoutUrl ? t('donations.form.toCheckout') : result.notice}
        </Alert>
      )}

      <Group justify="stretch">
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={donate.isPending}
          disabled={result !== null}
          leftSection={<IconHeart size={18} aria-hidden="true" />}
        >
          {submitLabel}
        </Button>
      </Group>
    </FormWithSummary>
  );
}

import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCircleCheck, IconHeart, IconLock } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { donationSchema } from '#contracts/donations.ts';
import { useSite } from '#web/api/site.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import classes from './donations.module.css';
import {
  donate,
  donationKeys,
  MESSAGES,
  messageOf,
  type DonationCase,
  type DonationResponse,
} from './api.ts';
import { formatUsd } from './money.ts';

/** The spec: the thank-you shows, then the success page opens 2 s later. */
export const SUCCESS_REDIRECT_MS = 2000;
const DEFAULT_DONOR_NAME = 'Anonymous';

/** What the success page shows; passed as router state. */
export interface DonationSuccessState {
  amount: number;
  caseTitle: string;
  caseId: string;
  donorName: string;
}

/** Full rows of amount buttons: two on phones; four options make two rows of two. */
const amountColumns = (count: number) => ({
  base: Math.min(2, count),
  xs: count === 4 ? 2 : Math.min(3, count),
});

type Field = 'amount' | 'donorName' | 'donorEmail' | 'message';
const FIELDS: readonly Field[] = ['amount', 'donorName', 'donorEmail', 'message'];

/**
 * Suggested amounts plus a custom amount, the donor's name (Anonymous unless changed), e-mail and
 * message. One submission attempt keeps one Idempotency-Key until it succeeds, so a double click
 * or a retry after a lost answer never gives twice.
 */
export function DonationForm({ donationCase }: { donationCase: DonationCase }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const site = useSite();
  const isStripe = site.data?.paymentProvider === 'stripe';
  const amountLabelId = useId();

  const [amount, setAmount] = useState<number | string>('');
  const [donorName, setDonorName] = useState(DEFAULT_DONOR_NAME);
  const [donorEmail, setDonorEmail] = useState('');
  const [message, setMessage] = useState('');
  const [invalidField, setInvalidField] = useState<Field | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<DonationResponse | null>(null);
  const feedback = useTimedMessage(INLINE_MESSAGE_MS);
  const idempotencyKey = useRef<string | null>(null);
  /** The name as sent (the answer carries no donor details). */
  const sentDonorName = useRef(DEFAULT_DONOR_NAME);

  const completed = result?.transaction.status === 'completed' ? result : null;
  useEffect(() => {
    if (!completed) return;
    const state: DonationSuccessState = {
      amount: completed.transaction.amount,
      caseTitle: donationCase.title,
      caseId: donationCase._id,
      donorName: sentDonorName.current,
    };
    const timer = window.setTimeout(
      () => void navigate('/donate/success', { state }),
      SUCCESS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [completed, donationCase._id, donationCase.title, navigate]);

  const isLocked = isSending || result !== null;

  const edit = (field: Field) => {
    if (invalidField === field) setInvalidField(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLocked) return;
    const parsed = donationSchema.safeParse({
      donationCaseId: donationCase._id,
      amount,
      donorName,
      donorEmail,
      message,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = FIELDS.find((name) => name === issue?.path[0]) ?? null;
      setInvalidField(field);
      feedback.show('error', issue?.message ?? MESSAGES.donation);
      return;
    }
    setInvalidField(null);
    feedback.clear();
    setIsSending(true);
    idempotencyKey.current ??= crypto.randomUUID();
    sentDonorName.current = parsed.data.donorName;
    try {
      const response = await donate(
        {
          donationCaseId: donationCase._id,
          amount: parsed.data.amount,
          donorName: parsed.data.donorName,
          donorEmail: parsed.data.donorEmail ?? '',
          message: parsed.data.message ?? '',
        },
        idempotencyKey.current,
      );
      if (response.checkoutUrl) {
        setResult(response);
        window.location.assign(response.checkoutUrl);
        return;
      }
      setResult(response);
      // The case's raised amount and progress (here and on the list) are fetched again.
      void queryClient.invalidateQueries({ queryKey: donationKeys.all });
    } catch (error) {
      // The key stays: trying again repeats this attempt rather than starting a second gift.
      feedback.show('error', messageOf(error, MESSAGES.donation));
    } finally {
      setIsSending(false);
    }
  };

  const parsedAmount = typeof amount === 'number' ? amount : Number.NaN;
  const submitLabel = isStripe
    ? 'Continue to payment'
    : Number.isFinite(parsedAmount) && parsedAmount >= 1
      ? `Donate ${formatUsd(parsedAmount)}`
      : 'Donate';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Donation form">
      <Stack gap="md">
        <Stack gap={8} role="group" aria-labelledby={amountLabelId}>
          <Text id={amountLabelId} fw={500} size="sm">
            Choose an amount
          </Text>
          {donationCase.amountOptions.length > 0 && (
            <SimpleGrid cols={amountColumns(donationCase.amountOptions.length)}>
              {donationCase.amountOptions.map((option) => {
                const isChosen = amount === option;
                return (
                  <Button
                    key={option}
                    variant={isChosen ? 'filled' : 'default'}
                    aria-pressed={isChosen}
                    onClick={() => {
                      setAmount(option);
                      edit('amount');
                    }}
                    disabled={isLocked}
                    className={classes.amountButton}
                  >
                    {formatUsd(option)}
                  </Button>
                );
              })}
            </SimpleGrid>
          )}
          <NumberInput
            label="Custom amount (USD)"
            description="At least $1.00, up to two decimals"
            placeholder="Other amount"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              edit('amount');
            }}
            min={1}
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            thousandSeparator=","
            leftSection={
              <Text size="sm" aria-hidden="true">
                $
              </Text>
            }
            hideControls
            inputMode="decimal"
            disabled={isLocked}
            error={invalidField === 'amount'}
          />
        </Stack>

        <TextInput
          label="Your name"
          description="Shown as Anonymous unless you change it"
          value={donorName}
          onChange={(event) => {
            setDonorName(event.currentTarget.value);
            edit('donorName');
          }}
          maxLength={100}
          autoComplete="name"
          disabled={isLocked}
          error={invalidField === 'donorName'}
        />
        <TextInput
          label="E-mail (optional)"
          description="For your receipt; never shown publicly"
          type="email"
          value={donorEmail}
          onChange={(event) => {
            setDonorEmail(event.currentTarget.value);
            edit('donorEmail');
          }}
          maxLength={200}
          autoComplete="email"
          disabled={isLocked}
          error={invalidField === 'donorEmail'}
        />
        <Textarea
          label="Message (optional)"
          description="A few words for the organisers; not shown publicly"
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            edit('message');
          }}
          maxLength={500}
          autosize
          minRows={2}
          maxRows={6}
          disabled={isLocked}
          error={invalidField === 'message'}
        />

        <FormMessage message={feedback.message} />
        {completed && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            <Text fw={700} size="sm">
              {completed.message}
            </Text>
            <Text size="sm">
              {formatUsd(completed.transaction.amount)} for {donationCase.title}. Taking you to the
              thank-you page…
            </Text>
          </Alert>
        )}
        {result && !completed && (
          <Alert color="blue" variant="light" icon={<IconLock size={20} />} role="status">
            {result.checkoutUrl ? 'Taking you to the secure payment page…' : result.message}
          </Alert>
        )}

        <Group justify="stretch">
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={isSending}
            disabled={result !== null}
            leftSection={<IconHeart size={18} aria-hidden="true" />}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

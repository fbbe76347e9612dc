import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { currencyExponent, limitScale } from '#contracts/currency.constants.ts';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { IconCreditCard, IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { FormErrorSummary } from '#web/components/form-error-summary.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { handCheckedErrors } from '#web/lib/contract-form.ts';
import { LocalDate } from '#web/components/local-date.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import {
  messageOf,
  useChangeMonthlyGift,
  useMonthlyGift,
  useMonthlyPortal,
  type MonthlyGift,
} from './api.ts';
import classes from './donations.module.css';
import { formatMoney } from './money.ts';

const STATUS_LINES: Record<MonthlyGift['status'], string> = {
  pending: 'Waiting for its first payment on Stripe.',
  active: 'Active: charged each month.',
  paused: 'Paused: nothing is charged until you resume it.',
  cancelled: 'Cancelled: nothing more is charged. Thank you for your gifts.',
  ended: 'Ended with its case: nothing more is charged. Thank you for your gifts.',
};

/**
 * /monthly-gift/{token}: the signed link of a monthly gift's receipts. Its donor changes the
 * amount, pauses, resumes or cancels it, or opens Stripe's portal for the card, with no account.
 */
export function MonthlyGiftPage() {
  const { token = '' } = useParams();
  const query = useMonthlyGift(token);
  usePageTitle('Your Monthly Gift');

  return (
    <Container size="sm" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="lg">
        <Title order={1}>Your Monthly Gift</Title>
        {query.isPending ? (
          <CenteredLoader label="Loading your monthly gift" isStatus />
        ) : query.isError ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(query.error, 'This link could not be opened')}
          </Alert>
        ) : (
          <MonthlyGiftPanel token={token} gift={query.data} />
        )}
      </Stack>
    </Container>
  );
}

// A running gift's first button: it pauses an active gift and resumes a paused one.
const PAUSE = {
  action: 'pause',
  label: 'Pause',
  icon: IconPlayerPause,
  done: 'Paused: nothing is charged until you resume.',
} as const;
const RESUME = {
  action: 'resume',
  label: 'Resume',
  icon: IconPlayerPlay,
  done: 'Resumed: charged each month again.',
} as const;

function MonthlyGiftPanel({ token, gift }: { token: string; gift: MonthlyGift }) {
  const { amount, action } = useChangeMonthlyGift(token);
  const portal = useMonthlyPortal(token);
  const feedback = useTimedMessage(INLINE_MESSAGE_MS);
  const [newAmount, setNewAmount] = useState<number | string>(gift.amount);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const isRunning = gift.status === 'active' || gift.status === 'paused';
  const isBusy = amount.isPending || action.isPending || portal.isPending;
  const failed = (error: unknown) => feedback.show('error', messageOf(error, 'Please try again'));

  // The amount's own error: left empty, or refused by the server (it checks the rules).
  const amountId = useId();
  const [amountError, setAmountError] = useState<string | null>(null);
  const amountSummary = handCheckedErrors(
    amountError ? { path: 'amount', message: amountError, inputId: amountId } : null,
  );
  const refuseAmount = (message: string) => {
    setAmountError(message);
    document.getElementById(amountId)?.focus();
  };

  const saveAmount = (event: FormEvent) => {
    event.preventDefault();
    if (newAmount === '') return refuseAmount('Enter the monthly amount');
    setAmountError(null);
    amount.mutate(
      { amount: newAmount },
      {
        onSuccess: (changed) =>
          feedback.show(
            'success',
            `From next month you give ${formatMoney(changed.amount, changed.currency)}.`,
          ),
        onError: (error) => refuseAmount(messageOf(error, 'Please try again')),
      },
    );
  };
  const run = (which: 'pause' | 'resume' | 'cancel', done: string) =>
    action.mutate(which, {
      onSuccess: () => {
        setConfirmingCancel(false);
        feedback.show('success', done);
      },
      onError: failed,
    });

  const pauseOrResume = gift.status === 'active' ? PAUSE : RESUME;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.surface}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text>
            {formatMoney(gift.amount, gift.currency)} a month to{' '}
            <Anchor component={Link} to={`/donate/${gift.donationCaseId}`}>
              {gift.caseTitle}
            </Anchor>
          </Text>
          <Text size="sm" c="dimmed">
            Started <LocalDate value={gift.createdAt} />
            {gift.caseEndsAt && isRunning && (
              <>
                {' '}
                · stops when the case ends, <LocalDate value={gift.caseEndsAt} />
              </>
            )}
          </Text>
          <Text role="status" fw={600}>
            {STATUS_LINES[gift.status]}
          </Text>
        </Stack>

        <FormMessage message={feedback.message} />

        {isRunning && (
          <>
            <form onSubmit={saveAmount} aria-label="Change the monthly amount" noValidate>
              <FormErrorSummary form={amountSummary} />
              <Group align="flex-end" gap="sm" mt={amountError ? 'sm' : 0}>
                <NumberInput
                  label={`Monthly amount (${gift.currency})`}
                  id={amountId}
                  error={amountError}
                  value={newAmount}
                  onChange={(value) => {
                    setNewAmount(value);
                    setAmountError(null);
                  }}
                  min={limitScale(gift.currency)}
                  decimalScale={currencyExponent(gift.currency)}
                  allowNegative={false}
                  hideControls
                  inputMode="decimal"
                  disabled={isBusy}
                  maw={200}
                />
                <Button type="submit" loading={amount.isPending} disabled={isBusy}>
                  Change amount
                </Button>
              </Group>
            </form>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<pauseOrResume.icon size={16} aria-hidden="true" />}
                onClick={() => run(pauseOrResume.action, pauseOrResume.done)}
                disabled={isBusy}
              >
                {pauseOrResume.label}
              </Button>
              <Button
                variant="default"
                leftSection={<IconCreditCard size={16} aria-hidden="true" />}
                onClick={() => portal.mutate(undefined, { onError: failed })}
                loading={portal.isPending}
                disabled={isBusy}
              >
                Update card on Stripe
              </Button>
              {!confirmingCancel && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconX size={16} aria-hidden="true" />}
                  onClick={() => setConfirmingCancel(true)}
                  disabled={isBusy}
                >
                  Cancel monthly gift
                </Button>
              )}
            </Group>
            {confirmingCancel && (
              <Alert color="red" variant="light" title="Cancel Your Monthly Gift?">
                <Stack gap="sm">
                  <Text size="sm">
                    Nothing more will be charged. The gifts already made stay with the case.
                  </Text>
                  <Group gap="sm">
                    <Button
                      color="red"
                      onClick={() => run('cancel', 'Your monthly gift is cancelled.')}
                      loading={action.isPending}
                    >
                      Yes, cancel it
                    </Button>
                    <Button variant="default" onClick={() => setConfirmingCancel(false)}>
                      Keep giving
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

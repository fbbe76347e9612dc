import { DatedMessage, LinkedMessage } from './donations-message.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import {
  Alert,
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
import { useParams } from 'react-router';
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
import { useMessages } from '#web/i18n/use-messages.ts';
import { Message } from '#web/i18n/message.tsx';

/**
 * /monthly-gift/{token}: the signed link of a monthly gift's receipts. Its donor changes the
 * amount, pauses, resumes or cancels it, or opens Stripe's portal for the card, with no account.
 */
export function MonthlyGiftPage() {
  const { token = '' } = useParams();
  const t = useMessages('donations');
  const query = useMonthlyGift(token);
  usePageTitle(t('donations.monthlyGift.title'));

  return (
    <Container size="sm" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="lg">
        <Title order={1}>{t('donations.monthlyGift.title')}</Title>
        {query.isPending ? (
          <CenteredLoader label={t('donations.monthlyGift.loading')} isStatus />
        ) : query.isError ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(query.error, t('donations.monthlyGift.linkFailed'))}
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
  label: 'donations.monthlyGift.pause',
  icon: IconPlayerPause,
  done: 'donations.monthlyGift.paused',
} as const;
const RESUME = {
  action: 'resume',
  label: 'donations.monthlyGift.resume',
  icon: IconPlayerPlay,
  done: 'donations.monthlyGift.resumed',
} as const;

function MonthlyGiftPanel({ token, gift }: { token: string; gift: MonthlyGift }) {
  const format = useFormat();
  const t = useMessages('donations');
  const { amount, action } = useChangeMonthlyGift(token);
  const portal = useMonthlyPortal(token);
  const feedback = useTimedMessage(INLINE_MESSAGE_MS);
  const [newAmount, setNewAmount] = useState<number | string>(gift.amount);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const isRunning = gift.status === 'active' || gift.status === 'paused';
  const isBusy = amount.isPending || action.isPending || portal.isPending;
  const failed = (error: unknown) =>
    feedback.show('error', messageOf(error, t('donations.monthlyGift.tryAgain')));

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
    if (newAmount === '') return refuseAmount(t('donations.monthlyGift.amountRequired'));
    setAmountError(null);
    amount.mutate(
      { amount: newAmount },
      {
        onSuccess: (changed) =>
          feedback.show(
            'success',
            t('donations.monthlyGift.amountChanged', {
              amount: format.money(changed.amount, changed.currency),
            }),
          ),
        onError: (error) => refuseAmount(messageOf(error, t('donations.monthlyGift.tryAgain'))),
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
            <LinkedMessage
              id="donations.monthlyGift.summary"
              to={`/donate/${gift.donationCaseId}`}
              values={{ amount: format.money(gift.amount, gift.currency), title: gift.caseTitle }}
            />
          </Text>
          <Text size="sm" c="dimmed">
            {gift.caseEndsAt && isRunning ? (
              <Message
                namespace="donations"
                id="donations.monthlyGift.startedStops"
                components={{
                  0: <LocalDate value={gift.createdAt} />,
                  1: <LocalDate value={gift.caseEndsAt} />,
                }}
              />
            ) : (
              <DatedMessage id="donations.monthlyGift.started" date={gift.createdAt} />
            )}
          </Text>
          <Text role="status" fw={600}>
            {t(`donations.monthlyGift.status.${gift.status}`)}
          </Text>
        </Stack>

        <FormMessage message={feedback.message} />

        {isRunning && (
          <>
            <form
              onSubmit={saveAmount}
              aria-label={t('donations.monthlyGift.changeLabel')}
              noValidate
            >
              <FormErrorSummary form={amountSummary} />
              <Group align="flex-end" gap="sm" mt={amountError ? 'sm' : 0}>
                <NumberInput
                  label={t('donations.monthlyGift.amount', { currency: gift.currency })}
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
                  {t('donations.monthlyGift.change')}
                </Button>
              </Group>
            </form>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<pauseOrResume.icon size={16} aria-hidden="true" />}
                onClick={() => run(pauseOrResume.action, t(pauseOrResume.done))}
                disabled={isBusy}
              >
                {t(pauseOrResume.label)}
              </Button>
              <Button
                variant="default"
                leftSection={<IconCreditCard size={16} aria-hidden="true" />}
                onClick={() => portal.mutate(undefined, { onError: failed })}
                loading={portal.isPending}
                disabled={isBusy}
              >
                {t('donations.monthlyGift.card')}
              </Button>
              {!confirmingCancel && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconX size={16} aria-hidden="true" />}
                  onClick={() => setConfirmingCancel(true)}
                  disabled={isBusy}
                >
                  {t('donations.monthlyGift.cancel')}
                </Button>
              )}
            </Group>
            {confirmingCancel && (
              <Alert color="red" variant="light" title={t('donations.monthlyGift.cancelTitle')}>
                <Stack gap="sm">
                  <Text size="sm">{t('donations.monthlyGift.cancelText')}</Text>
                  <Group gap="sm">
                    <Button
                      color="red"
                      onClick={() => run('cancel', t('donations.monthlyGift.cancelled'))}
                      loading={action.isPending}
                    >
                      {t('donations.monthlyGift.cancelYes')}
                    </Button>
                    <Button variant="default" onClick={() => setConfirmingCancel(false)}>
                      {t('donations.monthlyGift.cancelNo')}
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

import { LinkedMessage } from './donations-message.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import {
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconHeartHandshake } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useSite } from '#web/lib/site-settings.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { CHECKOUT_POLL_LIMIT_MS, useCheckoutStatus } from './api.ts';
import classes from './donations.module.css';
import type { DonationSuccessState } from './donation-form.tsx';
import { LinkButton } from '#web/components/link-button.tsx';
import type { NamespaceIds } from '#web/i18n/namespaces.ts';

type DonationsMessageId = NamespaceIds['donations'];
import { useMessages } from '#web/i18n/use-messages.ts';
import { Message } from '#web/i18n/message.tsx';

/** The contract's name for a donor who gave none: a value compared, never drawn. */
const NO_NAME_GIVEN = 'Anonymous';

function readState(state: unknown): DonationSuccessState | null {
  if (!state || typeof state !== 'object') return null;
  const {
    amount,
    currency,
    caseTitle,
    caseId,
    donorName,
    isPledge,
    hasEmail,
    confirmsUpdatesByEmail,
  } = state as Partial<DonationSuccessState>;
  if (typeof amount !== 'number' || typeof caseTitle !== 'string') return null;
  return {
    amount,
    currency: typeof currency === 'string' ? currency : 'USD',
    caseTitle,
    caseId: typeof caseId === 'string' ? caseId : '',
    donorName: typeof donorName === 'string' ? donorName : NO_NAME_GIVEN,
    isPledge: isPledge === true,
    hasEmail: hasEmail === true,
    confirmsUpdatesByEmail: confirmsUpdatesByEmail === true,
  };
}

/** E-mail updates start only once the address's owner confirms them (double opt-in). */
function ConfirmUpdatesLine() {
  return <Text fw={600}>{useMessages('donations')('donations.thanks.confirmUpdates')}</Text>;
}

function ReceiptLine() {
  return <Text c="dimmed">{useMessages('donations')('donations.thanks.receipt')}</Text>;
}

/** The frame of every outcome: the icon, one heading, the words, the ways back. */
function Outcome({
  title,
  caseId,
  children,
}: {
  title: string;
  caseId?: string;
  children: ReactNode;
}) {
  const t = useMessages('donations');
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.surface}>
        <Stack gap="lg" align="center" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
            <IconHeartHandshake size={40} stroke={1.5} />
          </ThemeIcon>
          <Title order={1}>{title}</Title>
          {children}
          <Group justify="center" gap="sm">
            {caseId && (
              <Button component={Link} to={`/donate/${caseId}`} variant="default">
                {t('donations.thanks.backToCase')}
              </Button>
            )}
            <LinkButton to="/donate" icon={IconArrowLeft}>
              {t('donations.backToDonations')}
            </LinkButton>
          </Group>
          <Text size="sm" c="dimmed">
            <LinkedMessage id="donations.thanks.givingRecord" to="/giving-record" />
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}

/** A sentence naming a gift's amount and case, both in bold (`<0>` and `<1>` in its text). */
function GiftSentence({
  id,
  gift,
}: {
  id: DonationsMessageId;
  gift: { amount: number; currency: string; caseTitle: string };
}) {
  const format = useFormat();
  const bold = <Text span fw={700} inherit />;
  return (
    <Message
      namespace="donations"
      id={id}
      values={{ amount: format.money(gift.amount, gift.currency), title: gift.caseTitle }}
      components={{ 0: bold, 1: bold }}
    />
  );
}

/** Right after the form, with its router state: a pledge (no payment provider) or a gift. */
function GiftThanks({ gift }: { gift: DonationSuccessState }) {
  const t = useMessages('donations');
  const site = useSite();
  const named = gift.donorName && gift.donorName !== NO_NAME_GIVEN ? gift.donorName : null;
  const sentence = (id: DonationsMessageId) => <GiftSentence id={id} gift={gift} />;
  if (gift.isPledge) {
    return (
      <Outcome
        title={
          named ? t('donations.thanks.named', { name: named }) : t('donations.thanks.pledgeTitle')
        }
        caseId={gift.caseId}
      >
        <Stack gap="sm" align="center">
          <Text size="lg">{sentence('donations.thanks.pledged')}</Text>
          <Text>{t('donations.thanks.pledgeNext')}</Text>
          {gift.hasEmail ? (
            <Text c="dimmed">{t('donations.thanks.pledgeConfirmation')}</Text>
          ) : (
            <Text c="dimmed">
              {site.data
                ? t('donations.thanks.writeTo', { email: site.data.contactEmail })
                : t('donations.thanks.writeToTeam')}
            </Text>
          )}
          {gift.confirmsUpdatesByEmail && <ConfirmUpdatesLine />}
        </Stack>
      </Outcome>
    );
  }
  return (
    <Outcome
      title={
        named ? t('donations.thanks.named', { name: named }) : t('donations.thanks.donationTitle')
      }
      caseId={gift.caseId}
    >
      <Stack gap={4} align="center">
        <Text size="lg">{sentence('donations.thanks.received')}</Text>
        <Text c="dimmed">{t('donations.thanks.helping')}</Text>
        {gift.hasEmail && <ReceiptLine />}
        {gift.confirmsUpdatesByEmail && <ConfirmUpdatesLine />}
      </Stack>
    </Outcome>
  );
}

/**
 * Back from Stripe Checkout: Stripe's redirect proves nothing, so the page says the payment is
 * received only once the webhook has confirmed it, asking the server every 2 s until then.
 */
function CheckoutThanks({ sessionId }: { sessionId: string }) {
  const t = useMessages('donations');
  const [startedAt] = useState(() => Date.now());
  const checkout = useCheckoutStatus(sessionId, startedAt);
  const status = checkout.data;

  if (status?.status === 'completed') {
    return (
      <Outcome title={t('donations.thanks.donationTitle')} caseId={status.donationCaseId}>
        <Stack gap={4} align="center" role="status">
          <Text size="lg">
            <GiftSentence id="donations.thanks.paymentReceived" gift={status} />
          </Text>
          {status.hasEmail && <ReceiptLine />}
          {status.confirmsUpdatesByEmail && <ConfirmUpdatesLine />}
        </Stack>
      </Outcome>
    );
  }
  if (status?.status === 'failed') {
    return (
      <Outcome title={t('donations.thanks.failedTitle')} caseId={status.donationCaseId}>
        <Text size="lg" role="alert">
          <GiftSentence id="donations.thanks.failed" gift={status} />
        </Text>
      </Outcome>
    );
  }
  if (checkout.isError) {
    return (
      <Outcome title={t('donations.thanks.notFoundTitle')}>
        <Text size="lg" role="alert">
          {t('donations.thanks.notFound')}
        </Text>
      </Outcome>
    );
  }
  // Polling stops after its limit; the answer that stopped it came in past the limit.
  const isLate =
    status !== undefined && checkout.dataUpdatedAt - startedAt >= CHECKOUT_POLL_LIMIT_MS;
  return (
    <Outcome title={t('donations.thanks.confirmingTitle')} caseId={status?.donationCaseId}>
      <Stack gap="sm" align="center" role="status">
        {!isLate && <Loader size="sm" aria-hidden="true" />}
        <Text size="lg">
          {status ? (
            <GiftSentence
              id={isLate ? 'donations.thanks.confirmingLate' : 'donations.thanks.confirming'}
              gift={status}
            />
          ) : (
            t(
              isLate
                ? 'donations.thanks.confirmingNoAmountLate'
                : 'donations.thanks.confirmingNoAmount',
            )
          )}
        </Text>
      </Stack>
    </Outcome>
  );
}

/**
 * Reached right after a donation: with the form's router state, or back from Stripe Checkout
 * with its `session_id`. Opened any other way, it goes to /donate.
 */
export function DonationSuccessPage() {
  usePageTitle(useMessages('donations')('donations.thanks.pageTitle'));
  const location = useLocation();
  const [params] = useSearchParams();
  const gift = readState(location.state);
  const sessionId = params.get('session_id');
  if (gift) return <GiftThanks gift={gift} />;
  if (sessionId) return <CheckoutThanks sessionId={sessionId} />;
  return <Navigate to="/donate" replace />;
}

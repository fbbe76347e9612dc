import {
  Anchor,
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
import { formatMoney } from './money.ts';
import { LinkButton } from '#web/components/link-button.tsx';

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
    donorName: typeof donorName === 'string' ? donorName : 'Anonymous',
    isPledge: isPledge === true,
    hasEmail: hasEmail === true,
    confirmsUpdatesByEmail: confirmsUpdatesByEmail === true,
  };
}

const RECEIPT_LINE = 'A receipt is on its way to the e-mail address you gave.';

/** E-mail updates start only once the address's owner confirms them (double opt-in). */
const CONFIRM_UPDATES_LINE =
  'Check your inbox: to get updates about this case by e-mail, follow the confirmation link we sent to your address.';

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
                Back to the case
              </Button>
            )}
            <LinkButton to="/donate" icon={IconArrowLeft}>
              Back to Donations
            </LinkButton>
          </Group>
          <Text size="sm" c="dimmed">
            Every gift you make with your e-mail address is in your giving record.{' '}
            <Anchor component={Link} to="/giving-record">
              Send Me My Giving Record
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}

const amountTo = (amount: number, currency: string, caseTitle: string) => (
  <>
    <Text span fw={700} inherit>
      {formatMoney(amount, currency)}
    </Text>{' '}
    to{' '}
    <Text span fw={700} inherit>
      {caseTitle}
    </Text>
  </>
);

/** Right after the form, with its router state: a pledge (no payment provider) or a gift. */
function GiftThanks({ gift }: { gift: DonationSuccessState }) {
  const site = useSite();
  const named = gift.donorName && gift.donorName !== 'Anonymous' ? gift.donorName : null;
  if (gift.isPledge) {
    return (
      <Outcome
        title={named ? `Thank you, ${named}!` : 'Thank you for your pledge!'}
        caseId={gift.caseId}
      >
        <Stack gap="sm" align="center">
          <Text size="lg">
            You pledged {amountTo(gift.amount, gift.currency, gift.caseTitle)}. This is a pledge: no
            money has moved yet.
          </Text>
          <Text>
            What happens next: nothing has been charged. This site records pledges without taking
            payment online, and the Hearth team will be in touch about how to give. Your gift counts
            toward the case once the team has received it.
          </Text>
          {gift.hasEmail ? (
            <Text c="dimmed">
              A confirmation of your pledge is on its way to the e-mail address you gave; a receipt
              follows once your gift is received.
            </Text>
          ) : (
            <Text c="dimmed">
              You left no e-mail address, so write to{' '}
              {site.data ? site.data.contactEmail : 'the team'} to arrange your gift.
            </Text>
          )}
          {gift.confirmsUpdatesByEmail && <Text fw={600}>{CONFIRM_UPDATES_LINE}</Text>}
        </Stack>
      </Outcome>
    );
  }
  return (
    <Outcome
      title={named ? `Thank you, ${named}!` : 'Thank you for your donation!'}
      caseId={gift.caseId}
    >
      <Stack gap={4} align="center">
        <Text size="lg">
          Your donation of {amountTo(gift.amount, gift.currency, gift.caseTitle)} has been received.
        </Text>
        <Text c="dimmed">Thank you for helping someone in our community.</Text>
        {gift.hasEmail && <Text c="dimmed">{RECEIPT_LINE}</Text>}
        {gift.confirmsUpdatesByEmail && <Text fw={600}>{CONFIRM_UPDATES_LINE}</Text>}
      </Stack>
    </Outcome>
  );
}

/**
 * Back from Stripe Checkout: Stripe's redirect proves nothing, so the page says the payment is
 * received only once the webhook has confirmed it, asking the server every 2 s until then.
 */
function CheckoutThanks({ sessionId }: { sessionId: string }) {
  const [startedAt] = useState(() => Date.now());
  const checkout = useCheckoutStatus(sessionId, startedAt);
  const status = checkout.data;

  if (status?.status === 'completed') {
    return (
      <Outcome title="Thank you for your donation!" caseId={status.donationCaseId}>
        <Stack gap={4} align="center" role="status">
          <Text size="lg">
            Your payment of {amountTo(status.amount, status.currency, status.caseTitle)} has been
            received.
          </Text>
          {status.hasEmail && <Text c="dimmed">{RECEIPT_LINE}</Text>}
          {status.confirmsUpdatesByEmail && <Text fw={600}>{CONFIRM_UPDATES_LINE}</Text>}
        </Stack>
      </Outcome>
    );
  }
  if (status?.status === 'failed') {
    return (
      <Outcome title="The payment did not go through" caseId={status.donationCaseId}>
        <Text size="lg" role="alert">
          Stripe did not confirm your payment of{' '}
          {amountTo(status.amount, status.currency, status.caseTitle)}, and nothing was counted. You
          can try again from the case.
        </Text>
      </Outcome>
    );
  }
  if (checkout.isError) {
    return (
      <Outcome title="We could not find this payment">
        <Text size="lg" role="alert">
          If you paid, your donation counts as soon as Stripe confirms it. Write to the team if it
          does not appear on the case within the hour.
        </Text>
      </Outcome>
    );
  }
  // Polling stops after its limit; the answer that stopped it came in past the limit.
  const isLate =
    status !== undefined && checkout.dataUpdatedAt - startedAt >= CHECKOUT_POLL_LIMIT_MS;
  return (
    <Outcome title="We are confirming your payment" caseId={status?.donationCaseId}>
      <Stack gap="sm" align="center" role="status">
        {!isLate && <Loader size="sm" aria-hidden="true" />}
        <Text size="lg">
          {status ? (
            <>
              Stripe is confirming your payment of{' '}
              {amountTo(status.amount, status.currency, status.caseTitle)}.
            </>
          ) : (
            'Stripe is confirming your payment.'
          )}{' '}
          {isLate
            ? 'This is taking longer than usual: your donation counts as soon as it is confirmed.'
            : 'This usually takes a few seconds.'}
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
  usePageTitle('Thank you');
  const location = useLocation();
  const [params] = useSearchParams();
  const gift = readState(location.state);
  const sessionId = params.get('session_id');
  if (gift) return <GiftThanks gift={gift} />;
  if (sessionId) return <CheckoutThanks sessionId={sessionId} />;
  return <Navigate to="/donate" replace />;
}

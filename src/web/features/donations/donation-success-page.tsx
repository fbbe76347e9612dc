import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHeartHandshake } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import classes from './donations.module.css';
import type { DonationSuccessState } from './donation-form.tsx';
import { formatUsd } from './money.ts';

function readState(state: unknown): DonationSuccessState | null {
  if (!state || typeof state !== 'object') return null;
  const { amount, caseTitle, caseId, donorName } = state as Partial<DonationSuccessState>;
  if (typeof amount !== 'number' || typeof caseTitle !== 'string') return null;
  return {
    amount,
    caseTitle,
    caseId: typeof caseId === 'string' ? caseId : '',
    donorName: typeof donorName === 'string' ? donorName : 'Anonymous',
  };
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
  const isBackFromCheckout = Boolean(params.get('session_id'));
  if (!gift && !isBackFromCheckout) return <Navigate to="/donate" replace />;

  const greeting =
    gift && gift.donorName && gift.donorName !== 'Anonymous'
      ? `Thank you, ${gift.donorName}!`
      : 'Thank you for your donation!';

  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.surface}>
        <Stack gap="lg" align="center" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
            <IconHeartHandshake size={40} stroke={1.5} />
          </ThemeIcon>
          <Title order={1}>{greeting}</Title>
          {gift ? (
            <Stack gap={4} align="center">
              <Text size="lg">
                Your donation of{' '}
                <Text span fw={700} inherit>
                  {formatUsd(gift.amount)}
                </Text>{' '}
                to{' '}
                <Text span fw={700} inherit>
                  {gift.caseTitle}
                </Text>{' '}
                has been received.
              </Text>
              <Text c="dimmed">
                Thank you for helping someone in our community. If you gave an e-mail address, a
                receipt is on its way.
              </Text>
            </Stack>
          ) : (
            <Text size="lg">
              Your donation counts toward the case as soon as Stripe confirms the payment, usually
              within a minute. If you gave an e-mail address, a receipt follows.
            </Text>
          )}
          <Group justify="center" gap="sm">
            {gift?.caseId && (
              <Button component={Link} to={`/donate/${gift.caseId}`} variant="default">
                Back to the case
              </Button>
            )}
            <Button
              component={Link}
              to="/donate"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            >
              Back to Donations
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

import { canManageDonationCases } from '#contracts/policies/donations.ts';
import { ListError } from '#web/components/lists/list-error.tsx';
import { useActor } from '#web/lib/use-actor.ts';
import {
  Alert,
  Anchor,
  Card,
  Center,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconLayoutDashboard, IconMoodEmpty, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { DonationCaseCard } from './donation-case-card.tsx';
import { MESSAGES, messageOf, PUBLIC_PAGE_SIZE, useActiveCases } from './api.ts';
import { PaymentModeNotice } from './payment-mode-notice.tsx';
import { LinkButton } from '#web/components/link-button.tsx';
import { ShowMorePages } from '#web/components/lists/show-more-button.tsx';

const GRID_COLS = { base: 1, xs: 2, md: 3 } as const;

function CaseCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden="true">
      <Card.Section>
        <Skeleton height={180} radius={0} />
      </Card.Section>
      <Stack gap="sm" pt="md">
        <Skeleton height={22} />
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
        <Skeleton height={10} radius="xl" />
        <Skeleton height={36} radius="xl" />
      </Stack>
    </Card>
  );
}

/** /donate: the active cases, six at a time, with admin shortcuts to create and manage. */
export function DonatePage() {
  usePageTitle('Donate');
  const mayManage = canManageDonationCases(useActor());
  const cases = useActiveCases();
  const list = cases.data?.pages.flatMap((page) => page.donationCases) ?? [];
  const isFirstLoadError = cases.isError && !cases.data;

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap="xs">
            <Title order={1}>Donate</Title>
            <Text size="lg" c="dimmed" maw={680}>
              Give to a cause our community is rallying behind. No account needed; each case shows
              its amounts in its own currency.
            </Text>
            <Text size="sm">
              Gave before?{' '}
              <Anchor component={Link} to="/giving-record">
                Send Me My Giving Record
              </Anchor>
            </Text>
          </Stack>
          {mayManage && (
            <Group gap="xs">
              <LinkButton to="/create-donation" icon={IconPlus} iconSize={18}>
                Create Donation Case
              </LinkButton>
              <LinkButton
                to="/donation-dashboard"
                variant="default"
                icon={IconLayoutDashboard}
                iconSize={18}
              >
                Manage Donations
              </LinkButton>
            </Group>
          )}
        </Group>

        <PaymentModeNotice />

        {isFirstLoadError ? (
          <ListError
            title={MESSAGES.fetchCases}
            message={messageOf(cases.error, MESSAGES.fetchCases)}
            onRetry={() => void cases.refetch()}
          />
        ) : cases.isPending ? (
          <div aria-busy="true">
            <VisuallyHidden role="status">Loading donation cases…</VisuallyHidden>
            <SimpleGrid cols={GRID_COLS} spacing="lg">
              {Array.from({ length: PUBLIC_PAGE_SIZE }, (_, index) => (
                <CaseCardSkeleton key={index} />
              ))}
            </SimpleGrid>
          </div>
        ) : list.length === 0 ? (
          <Center py={48}>
            <Stack align="center" gap="xs">
              <IconMoodEmpty size={48} stroke={1.3} aria-hidden="true" />
              <Text c="dimmed" ta="center" role="status">
                {MESSAGES.noActiveCases}
              </Text>
            </Stack>
          </Center>
        ) : (
          <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy={cases.isFetchingNextPage}>
            {list.map((donationCase) => (
              <DonationCaseCard key={donationCase._id} donationCase={donationCase} />
            ))}
          </SimpleGrid>
        )}

        {cases.isFetchNextPageError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {MESSAGES.loadMore}
          </Alert>
        )}

        {!isFirstLoadError && (
          <ShowMorePages query={cases} label="Load More" variant="default" size="md" />
        )}
      </Stack>
    </Container>
  );
}

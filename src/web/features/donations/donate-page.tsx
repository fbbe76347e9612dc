import { LinkedMessage } from './donations-message.tsx';
import { CasesPage } from './case-parts.tsx';
import { canManageDonationCases } from '#contracts/policies/donations.ts';
import { ListError } from '#web/components/lists/list-error.tsx';
import { useActor } from '#web/lib/use-actor.ts';
import {
  Alert,
  Card,
  Center,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconLayoutDashboard, IconMoodEmpty, IconPlus } from '@tabler/icons-react';
import { DonationCaseCard } from './donation-case-card.tsx';
import { MESSAGES, messageOf, PUBLIC_PAGE_SIZE, useActiveCases } from './api.ts';
import { PaymentModeNotice } from './payment-mode-notice.tsx';
import { LinkButton } from '#web/components/link-button.tsx';
import { ShowMorePages } from '#web/components/lists/show-more-button.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

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
  const t = useMessages('donations');
  const mayManage = canManageDonationCases(useActor());
  const cases = useActiveCases();
  const list = cases.data?.pages.flatMap((page) => page.donationCases) ?? [];
  const isFirstLoadError = cases.isError && !cases.data;

  return (
    <CasesPage
      size="lg"
      title={t('donations.list.title')}
      intro={t('donations.list.intro')}
      below={
        <Text size="sm">
          <LinkedMessage id="donations.list.gaveBefore" to="/giving-record" />
        </Text>
      }
      actions={
        mayManage && (
          <Group gap="xs">
            <LinkButton to="/create-donation" icon={IconPlus} iconSize={18}>
              {t('donations.list.create')}
            </LinkButton>
            <LinkButton
              to="/donation-dashboard"
              variant="default"
              icon={IconLayoutDashboard}
              iconSize={18}
            >
              {t('donations.list.manage')}
            </LinkButton>
          </Group>
        )
      }
    >
      <PaymentModeNotice />

      {isFirstLoadError ? (
        <ListError
          title={t(MESSAGES.fetchCases)}
          message={messageOf(cases.error, t(MESSAGES.fetchCases))}
          onRetry={() => void cases.refetch()}
        />
      ) : cases.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('donations.list.loading')}</VisuallyHidden>
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
              {t(MESSAGES.noActiveCases)}
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
          {t(MESSAGES.loadMore)}
        </Alert>
      )}

      {!isFirstLoadError && (
        <ShowMorePages query={cases} label={t('donations.loadMore')} variant="default" size="md" />
      )}
    </CasesPage>
  );
}

import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { BareList } from './bare-list.tsx';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { UPDATE_DUE_PAGE_SIZE } from '#contracts/ledger.constants.ts';
import { ListError } from '#web/components/lists/list-error.tsx';
import { StatusPill } from '#web/components/status-pill.tsx';
import { MESSAGES, messageOf, useUpdateDueCases } from './api.ts';
import { PageNumbers } from './page-numbers.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * The admins' "Updates Due": cases that paid money out more than 30 days ago with no case update
 * since, ten per page, each linking to its page (where the update is written).
 */
export function UpdatesDueSection() {
  const format = useFormat();
  const t = useMessages('donations');
  const [page, setPage] = useState(1);
  const query = useUpdateDueCases(page);
  const list = query.data?.donationCases ?? [];
  const total = query.data?.totalCases ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / UPDATE_DUE_PAGE_SIZE));

  return (
    <Stack component="section" aria-labelledby="updates-due-heading" gap="sm">
      <Group gap="xs" align="baseline">
        <Title order={2} size="h3" id="updates-due-heading">
          {t('donations.updatesDue.title')}
        </Title>
        {query.data && (
          <Text size="sm" c="dimmed" data-testid="updates-due-count">
            {t('donations.updatesDue.count', { count: total })}
          </Text>
        )}
      </Group>
      {query.isPending && (
        <CenteredLoader label={t('donations.updatesDue.loading')} py="md" size="sm" />
      )}
      {query.isError && (
        <ListError
          message={messageOf(query.error, t(MESSAGES.fetchCases))}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && total === 0 && (
        <Text size="sm" c="dimmed">
          {t('donations.updatesDue.none')}
        </Text>
      )}
      {list.length > 0 && (
        <BareList gap="xs">
          {list.map((donationCase) => (
            <Paper key={donationCase._id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs">
                <Stack gap={2}>
                  <Anchor component={Link} to={`/donate/${donationCase._id}`} fw={600}>
                    {donationCase.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('donations.updatesDue.figures', {
                      paidOut: format.money(donationCase.disbursedAmount, donationCase.currency),
                      held: format.money(donationCase.heldAmount, donationCase.currency),
                    })}
                  </Text>
                </Stack>
                <StatusPill tone="yellow">{t('donations.updateDue')}</StatusPill>
              </Group>
            </Paper>
          ))}
        </BareList>
      )}
      <PageNumbers page={page} pageCount={pageCount} onChange={setPage} of="updatesDue" />
    </Stack>
  );
}

import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { UPDATE_DUE_PAGE_SIZE } from '#contracts/ledger.constants.ts';
import { ListError } from '#web/components/lists/list-error.tsx';
import { StatusPill } from '#web/components/status-pill.tsx';
import { MESSAGES, messageOf, useUpdateDueCases } from './api.ts';
import { formatMoney } from './money.ts';
import { PageNumbers } from './page-numbers.tsx';

/**
 * The admins' "Updates Due": cases that paid money out more than 30 days ago with no case update
 * since, ten per page, each linking to its page (where the update is written).
 */
export function UpdatesDueSection() {
  const [page, setPage] = useState(1);
  const query = useUpdateDueCases(page);
  const list = query.data?.donationCases ?? [];
  const total = query.data?.totalCases ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / UPDATE_DUE_PAGE_SIZE));

  return (
    <Stack component="section" aria-labelledby="updates-due-heading" gap="sm">
      <Group gap="xs" align="baseline">
        <Title order={2} size="h3" id="updates-due-heading">
          Updates Due
        </Title>
        {query.data && (
          <Text size="sm" c="dimmed" data-testid="updates-due-count">
            {total === 1 ? '1 case' : `${total} cases`}
          </Text>
        )}
      </Group>
      {query.isPending && (
        <CenteredLoader label="Loading the cases with an update due" py="md" size="sm" />
      )}
      {query.isError && (
        <ListError
          message={messageOf(query.error, MESSAGES.fetchCases)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && total === 0 && (
        <Text size="sm" c="dimmed">
          Every case that paid money out has told its donors about it.
        </Text>
      )}
      {list.length > 0 && (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.map((donationCase) => (
            <Paper key={donationCase._id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs">
                <Stack gap={2}>
                  <Anchor component={Link} to={`/donate/${donationCase._id}`} fw={600}>
                    {donationCase.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {formatMoney(donationCase.disbursedAmount, donationCase.currency)} paid out ·{' '}
                    {formatMoney(donationCase.heldAmount, donationCase.currency)} held
                  </Text>
                </Stack>
                <StatusPill tone="yellow">Update due</StatusPill>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <PageNumbers
        page={page}
        pageCount={pageCount}
        onChange={setPage}
        pageLabel={(n) => `Updates due, page ${n}`}
      />
    </Stack>
  );
}

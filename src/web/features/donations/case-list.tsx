import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { ListError } from '#web/components/lists/list-error.tsx';
import { IconAlertCircle, IconMoodEmpty } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CaseRow, RowSkeleton } from './case-row.tsx';
import { MESSAGES, messageOf, type DonationCase } from './api.ts';
import { TransactionsModal } from './transactions-modal.tsx';
import { useCasePage } from './use-case-page.ts';
import { useConfirmDeleteCase } from './use-confirm-delete-case.tsx';
import { COUNTED, rangeLine } from '#web/lib/count-line.ts';
import { PageNumbers } from './page-numbers.tsx';

/** Every case, ten a page, with its transactions, edit and delete. */
export function CaseList() {
  const { cases, list, total, page, pageCount, setPage, first } = useCasePage();
  const [viewing, setViewing] = useState<DonationCase | null>(null);
  const { confirmDelete, isDeleting } = useConfirmDeleteCase();

  if (cases.isError && !cases.data) {
    return (
      <ListError
        title={MESSAGES.fetchCases}
        message={messageOf(cases.error, MESSAGES.fetchCases)}
        onRetry={() => void cases.refetch()}
      />
    );
  }

  if (cases.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Text role="status" size="sm" c="dimmed">
          Loading donation cases…
        </Text>
        {Array.from({ length: 4 }, (_, index) => (
          <RowSkeleton key={index} />
        ))}
      </Stack>
    );
  }

  if (total === 0) {
    return (
      <Center py={48}>
        <Stack align="center" gap="sm">
          <IconMoodEmpty size={48} stroke={1.3} aria-hidden="true" />
          <Text c="dimmed" ta="center">
            No donation cases yet.
          </Text>
          <Button component={Link} to="/create-donation" variant="light">
            Create the first case
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {rangeLine(first, list.length, total, COUNTED.cases)}
      </Text>
      {cases.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {messageOf(cases.error, MESSAGES.fetchCases)}
        </Alert>
      )}
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: cases.isPlaceholderData ? 0.6 : 1 }}
        aria-busy={cases.isFetching}
        aria-label="Donation cases"
      >
        {list.map((donationCase) => (
          <CaseRow
            key={donationCase._id}
            donationCase={donationCase}
            onTransactions={() => setViewing(donationCase)}
            onDelete={() => confirmDelete(donationCase)}
            isDeleting={isDeleting(donationCase)}
          />
        ))}
      </Stack>
      <PageNumbers
        page={page}
        pageCount={pageCount}
        onChange={setPage}
        pageLabel={(n) => `Page ${n}`}
        stepLabels={{ previous: 'Previous page', next: 'Next page' }}
      />

      <TransactionsModal viewing={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { BareList } from './bare-list.tsx';
import { ListError } from '#web/components/lists/list-error.tsx';
import { IconAlertCircle, IconMoodEmpty } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CaseRow, RowSkeleton } from './case-row.tsx';
import { MESSAGES, messageOf, type DonationCase } from './api.ts';
import { TransactionsModal } from './transactions-modal.tsx';
import { useCasePage } from './use-case-page.ts';
import { useConfirmDeleteCase } from './use-confirm-delete-case.tsx';
import { rangeLine } from '#web/lib/count-line.ts';
import { PageNumbers } from './page-numbers.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

const CASES = {
  shown: 'donations.count.cases.shown',
  none: 'donations.count.cases.none',
  range: 'donations.count.cases.range',
  total: 'donations.count.cases.total',
} as const;

/** Every case, ten a page, with its transactions, edit and delete. */
export function CaseList() {
  const t = useMessages('donations');
  const { cases, list, total, page, pageCount, setPage, first } = useCasePage();
  const [viewing, setViewing] = useState<DonationCase | null>(null);
  const { confirmDelete, isDeleting } = useConfirmDeleteCase();

  if (cases.isError && !cases.data) {
    return (
      <ListError
        title={t(MESSAGES.fetchCases)}
        message={messageOf(cases.error, t(MESSAGES.fetchCases))}
        onRetry={() => void cases.refetch()}
      />
    );
  }

  if (cases.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Text role="status" size="sm" c="dimmed">
          {t('donations.list.loading')}
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
            {t('donations.admin.none')}
          </Text>
          <Button component={Link} to="/create-donation" variant="light">
            {t('donations.admin.createFirst')}
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {rangeLine(t, CASES, first, list.length, total)}
      </Text>
      {cases.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {messageOf(cases.error, t(MESSAGES.fetchCases))}
        </Alert>
      )}
      <BareList
        gap="sm"
        style={{ opacity: cases.isPlaceholderData ? 0.6 : 1 }}
        aria-busy={cases.isFetching}
        aria-label={t('donations.admin.listLabel')}
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
      </BareList>
      <PageNumbers page={page} pageCount={pageCount} onChange={setPage} of="cases" />

      <TransactionsModal viewing={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

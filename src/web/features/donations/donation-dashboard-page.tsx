import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Modal,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IconAlertCircle,
  IconMoodEmpty,
  IconPencil,
  IconPlus,
  IconReceipt,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_DONATIONS_PAGE_SIZE } from '#contracts/donations.ts';
import { StatusPill } from '#web/components/status-pill.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { CaseCover, NoPermission } from './case-parts.tsx';
import classes from './donations.module.css';
import {
  deleteCase,
  donationKeys,
  MESSAGES,
  messageOf,
  useAllCases,
  type DonationCase,
} from './donations-api.ts';
import { formatUsd, goalPercent } from './money.ts';
import { TransactionsView } from './transactions-view.tsx';

function CaseStatus({ donationCase }: { donationCase: DonationCase }) {
  if (donationCase.archived) return <StatusPill tone="gray">Archived</StatusPill>;
  if (donationCase.active) return <StatusPill tone="green">Active</StatusPill>;
  return <StatusPill tone="yellow">Inactive</StatusPill>;
}

function CaseRow({
  donationCase,
  onTransactions,
  onDelete,
  isDeleting,
}: {
  donationCase: DonationCase;
  onTransactions: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const percent = goalPercent(donationCase.raisedAmount, donationCase.goalAmount);
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.caseRow}
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        <div className={classes.caseThumb}>
          <CaseCover src={donationCase.image} ratio={4 / 3} />
        </div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" align="center" wrap="wrap">
            <Title order={2} size="h4" className={classes.caseRowTitle}>
              <Anchor component={Link} to={`/donate/${donationCase._id}`} underline="hover">
                {donationCase.title}
              </Anchor>
            </Title>
            <CaseStatus donationCase={donationCase} />
          </Group>
          <Text size="sm">
            <Text span fw={700} inherit>
              {formatUsd(donationCase.raisedAmount)}
            </Text>{' '}
            raised
            {donationCase.goalAmount !== null && (
              <>
                {' '}
                of {formatUsd(donationCase.goalAmount)} ({percent}%)
              </>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            Opened {formatDate(donationCase.createdAt)} · Amounts{' '}
            {donationCase.amountOptions.map(formatUsd).join(', ')}
          </Text>
          <Group gap="xs" mt={4}>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconReceipt size={14} aria-hidden="true" />}
              onClick={onTransactions}
              aria-label={`Transactions of ${donationCase.title}`}
            >
              Transactions
            </Button>
            <Button
              component={Link}
              to={`/edit-donation/${donationCase._id}`}
              size="compact-sm"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
              aria-label={`Edit ${donationCase.title}`}
            >
              Edit
            </Button>
            {!donationCase.archived && (
              <Button
                size="compact-sm"
                variant="default"
                color="red"
                c="var(--mantine-color-error)"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                onClick={onDelete}
                loading={isDeleting}
                aria-label={`Delete ${donationCase.title}`}
              >
                Delete
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function RowSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" aria-hidden="true">
      <Group align="flex-start" wrap="nowrap">
        <Skeleton width={96} height={72} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={12} width="40%" />
          <Skeleton height={22} width={220} radius="xl" />
        </Stack>
      </Group>
    </Paper>
  );
}

const readPage = (value: string | null) => {
  const page = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
};

function CaseList() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const cases = useAllCases(page);
  const [viewing, setViewing] = useState<DonationCase | null>(null);
  const isNarrow = useMediaQuery('(max-width: 36em)');

  const setPage = (next: number) =>
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: false });

  const list = cases.data?.donationCases ?? [];
  const total = cases.data?.totalCases ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_DONATIONS_PAGE_SIZE));

  // The last case of the last page deleted: show the page before it.
  useEffect(() => {
    if (cases.data && !cases.isPlaceholderData && list.length === 0 && page > 1) {
      setParams(page - 1 > 1 ? { page: String(page - 1) } : {}, { replace: true });
    }
  }, [cases.data, cases.isPlaceholderData, list.length, page, setParams]);

  const remove = useMutation({
    mutationFn: (donationCase: DonationCase) => deleteCase(donationCase._id),
    onSuccess: (result, donationCase) => {
      notifications.show({
        color: 'teal',
        title: result.archived ? 'Archived, not erased' : 'Deleted',
        message: result.archived
          ? `“${donationCase.title}” has donations, so it was archived: it is hidden from the public and its donation records are kept.`
          : `“${donationCase.title}” had no donations and was deleted.`,
        autoClose: result.archived ? 6000 : 2000,
      });
      void queryClient.invalidateQueries({ queryKey: donationKeys.all });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: messageOf(error, MESSAGES.deleteCase) }),
  });

  const confirmDelete = (donationCase: DonationCase) =>
    modals.openConfirmModal({
      title: 'Delete donation case',
      children: (
        <Stack gap="xs">
          <Text size="sm">Delete “{donationCase.title}”?</Text>
          <Text size="sm" c="dimmed">
            A case that has received donations is archived instead: closed and hidden from the
            public, with every donation record kept. A case without donations is erased.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(donationCase),
    });

  if (cases.isError && !cases.data) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} />}
        title={MESSAGES.fetchCases}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{messageOf(cases.error, MESSAGES.fetchCases)}</Text>
          <Button size="xs" variant="default" onClick={() => void cases.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
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

  const first = (page - 1) * ADMIN_DONATIONS_PAGE_SIZE + 1;
  const last = first + list.length - 1;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {list.length > 0 ? `Showing ${first}–${last} of ${total} cases` : `${total} cases`}
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
            isDeleting={remove.isPending && remove.variables?._id === donationCase._id}
          />
        ))}
      </Stack>
      {pageCount > 1 && (
        <Center>
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
            })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Center>
      )}

      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? `Transactions: ${viewing.title}` : 'Transactions'}
        size="xl"
        fullScreen={isNarrow}
      >
        {viewing && <TransactionsView caseId={viewing._id} />}
      </Modal>
    </Stack>
  );
}

/** /donation-dashboard (admins): every case, ten per page, with transactions, edit and delete. */
export function DonationDashboardPage() {
  usePageTitle('Manage donations');
  const isAdmin = useAppStore((state) => Boolean(state.currentUser?.isAdmin));

  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap="xs">
            <Title order={1}>Manage donations</Title>
            <Text size="lg" c="dimmed" maw={680}>
              Every donation case, active or not, with its transactions.
            </Text>
          </Stack>
          {isAdmin && (
            <Button
              component={Link}
              to="/create-donation"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              Create donation case
            </Button>
          )}
        </Group>
        {isAdmin ? <CaseList /> : <NoPermission />}
      </Stack>
    </Container>
  );
}

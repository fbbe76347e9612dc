import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DonationCase } from './api.ts';
import { TransactionsView } from './transactions-view.tsx';

/** A case's transactions in a dialog, full screen on phones. */
export function TransactionsModal({
  viewing,
  onClose,
}: {
  viewing: DonationCase | null;
  onClose: () => void;
}) {
  const isNarrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={viewing !== null}
      onClose={onClose}
      title={viewing ? `Transactions: ${viewing.title}` : 'Transactions'}
      size="xl"
      fullScreen={isNarrow}
    >
      {viewing && <TransactionsView caseId={viewing._id} />}
    </Modal>
  );
}

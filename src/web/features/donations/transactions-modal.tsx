import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DonationCase } from './api.ts';
import { TransactionsView } from './transactions-view.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

const NARROW_QUERY = '(max-width: 36em)';

/** A case's transactions in a dialog, full screen on phones. */
export function TransactionsModal({
  viewing,
  onClose,
}: {
  viewing: DonationCase | null;
  onClose: () => void;
}) {
  const t = useMessages('donations');
  const isNarrow = useMediaQuery(NARROW_QUERY);
  return (
    <Modal
      opened={viewing !== null}
      onClose={onClose}
      title={
        viewing
          ? t('donations.transactions.titleOf', { title: viewing.title })
          : t('donations.transactions.title')
      }
      size="xl"
      fullScreen={isNarrow}
    >
      {viewing && <TransactionsView caseId={viewing._id} />}
    </Modal>
  );
}

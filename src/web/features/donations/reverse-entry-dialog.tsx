import { ReasonField } from './reason-field.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { reversalSchema } from '#contracts/ledger.ts';
import { useContractForm } from '#web/lib/contract-form.ts';
import { useReverseLedgerEntry, type LedgerEntry } from './api.ts';
import { LedgerDialog } from './ledger-dialog.tsx';
import { LedgerForm } from './ledger-form-end.tsx';
import { reasonFieldOf } from './refusal.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/** The entry to reverse, with its case. */
interface Reversing {
  caseId: string;
  /** The case's: the entry's amount is in it. */
  currency: string;
  entry: LedgerEntry;
}

function ReverseForm({ caseId, currency, entry, onDone }: Reversing & { onDone: () => void }) {
  const format = useFormat();
  const t = useMessages('donations');
  const form = useContractForm(reversalSchema, { initialValues: { reason: '' } });
  const reverse = useReverseLedgerEntry(caseId);

  return (
    <LedgerForm
      form={form}
      label={t('donations.reverse.title')}
      intro={t('donations.reverse.intro', {
        amount: format.money(entry.amount, currency),
        payee: entry.payee,
      })}
      submitLabel={t('donations.reverse.submit')}
      send={({ reason }, outcome) => reverse.mutate({ entryId: entry._id, reason }, outcome)}
      isSending={reverse.isPending}
      fieldOf={reasonFieldOf}
      failure={t('donations.reverse.failed')}
      onDone={onDone}
      color="red"
    >
      <ReasonField
        description={t('donations.reverse.reasonHint')}
        required
        data-autofocus
        {...form.getInputProps('reason')}
        disabled={reverse.isPending}
      />
    </LedgerForm>
  );
}

/** An admin corrects a mistaken disbursement with a reversing entry and its reason. */
export function ReverseEntryDialog({ onClose, ...reversing }: Reversing & { onClose: () => void }) {
  const t = useMessages('donations');
  return (
    <LedgerDialog title={t('donations.reverse.title')} onClosed={onClose}>
      {(close) => <ReverseForm {...reversing} onDone={close} />}
    </LedgerDialog>
  );
}

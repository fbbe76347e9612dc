import { Text, Textarea } from '@mantine/core';
import type { FormEvent } from 'react';
import { reversalSchema } from '#contracts/ledger.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { useContractForm } from '#web/lib/contract-form.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useReverseLedgerEntry, type LedgerEntry } from './api.ts';
import { LedgerDialog } from './ledger-dialog.tsx';
import { formatMoney } from './money.ts';
import { LedgerFormEnd } from './ledger-form-end.tsx';
import { reasonFieldOf, showRefusal } from './refusal.ts';

function ReverseForm({
  caseId,
  currency,
  entry,
  onDone,
}: {
  caseId: string;
  currency: string;
  entry: LedgerEntry;
  onDone: () => void;
}) {
  const form = useContractForm(reversalSchema, { initialValues: { reason: '' } });
  const reverse = useReverseLedgerEntry(caseId);
  const feedback = useTimedMessage(INLINE_MESSAGE_MS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reverse.isPending) return;
    feedback.clear();
    form.onSubmit(({ reason }) =>
      reverse.mutate(
        { entryId: entry._id, reason },
        {
          onSuccess: onDone,
          onError: showRefusal(form, feedback, reasonFieldOf, 'Failed to reverse the payment'),
        },
      ),
    )();
  };

  return (
    <FormWithSummary form={form} onSubmit={submit} aria-label="Reverse a payment" gap="sm">
      <Text size="sm">
        The payment of {formatMoney(entry.amount, currency)} to {entry.payee} stays in the money
        trail, with a reversing entry beside it that returns the money to what the case holds.
      </Text>
      <Textarea
        label="Reason"
        description="Shown to everyone beside both entries"
        required
        maxLength={500}
        autosize
        minRows={2}
        data-autofocus
        {...form.getInputProps('reason')}
        disabled={reverse.isPending}
      />
      <LedgerFormEnd
        message={feedback.message}
        submitLabel="Reverse the payment"
        onCancel={onDone}
        isSending={reverse.isPending}
        color="red"
      />
    </FormWithSummary>
  );
}

/** An admin corrects a mistaken disbursement with a reversing entry and its reason. */
export function ReverseEntryDialog({
  caseId,
  currency,
  entry,
  onClose,
}: {
  caseId: string;
  /** The case's: the entry's amount is in it. */
  currency: string;
  entry: LedgerEntry;
  onClose: () => void;
}) {
  return (
    <LedgerDialog title="Reverse a payment" onClosed={onClose}>
      {(close) => <ReverseForm caseId={caseId} currency={currency} entry={entry} onDone={close} />}
    </LedgerDialog>
  );
}

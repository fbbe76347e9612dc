import { Modal, Select, Text, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { currencyExponent } from '#contracts/currency.constants.ts';
import { lapsePledgeSchema, receivePledgeInCurrencySchema } from '#contracts/donations.ts';
import {
  RECEIVED_METHOD_LABELS,
  RECEIVED_METHODS,
  type ReceivedMethod,
} from '#contracts/donations.constants.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { inputsHeldWhile, useContractForm } from '#web/lib/contract-form.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useLapsePledge, useReceivePledge, type Transaction } from './api.ts';
import { formatMoney } from './money.ts';
import { LedgerFormEnd } from './ledger-form-end.tsx';
import { reasonFieldOf, showRefusal } from './refusal.ts';

export type Settling = { mode: 'receive' | 'lapse'; pledge: Transaction } | null;

const METHOD_OPTIONS = RECEIVED_METHODS.map((value) => ({
  value,
  label: RECEIVED_METHOD_LABELS[value as ReceivedMethod],
}));

/** Above the transactions dialog this one opens from. */
const SETTLE_DIALOG_Z = 400;

const today = () => new Date().toISOString().slice(0, 10);

/** Which field a refusal from the server is about, so it shows next to that field. */
function fieldOf(message: string): 'amount' | 'method' | 'reference' | 'receivedAt' | null {
  if (/amount|single donation|decimals|whole numbers/i.test(message)) return 'amount';
  if (/how the money/i.test(message)) return 'method';
  if (/reference/i.test(message)) return 'reference';
  if (/date/i.test(message)) return 'receivedAt';
  return null;
}

function ReceiveForm({ pledge, onDone }: { pledge: Transaction; onDone: () => void }) {
  const form = useContractForm(receivePledgeInCurrencySchema(pledge.currency), {
    initialValues: {
      amount: pledge.amount.toFixed(currencyExponent(pledge.currency)),
      method: '' as ReceivedMethod,
      reference: '',
      receivedAt: today(),
    },
  });
  const receive = useReceivePledge();
  const inputProps = inputsHeldWhile(form, receive.isPending);
  const feedback = useTimedMessage(INLINE_MESSAGE_MS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (receive.isPending) return;
    feedback.clear();
    form.onSubmit(() => {
      // The API takes dollars as typed; the schema's cents are for checking here.
      const values = form.getValues();
      receive.mutate(
        {
          id: pledge._id,
          body: {
            amount: String(values.amount),
            method: values.method,
            reference: values.reference || undefined,
            receivedAt: values.receivedAt as string,
          },
        },
        {
          onSuccess: onDone,
          onError: showRefusal(form, feedback, fieldOf, 'Failed to record the gift'),
        },
      );
    })();
  };

  return (
    <FormWithSummary form={form} onSubmit={submit} aria-label="Record as Received" gap="sm">
      <Text size="sm">
        {pledge.donorName} pledged {formatMoney(pledge.amount, pledge.currency)}. Record what
        actually arrived: it counts as raised, and the donor gets a receipt.
      </Text>
      <TextInput
        label={`Amount received (${pledge.currency})`}
        required
        inputMode="decimal"
        {...inputProps('amount')}
      />
      <Select
        label="Method"
        required
        placeholder="How the money came"
        data={METHOD_OPTIONS}
        // Above this dialog, which sits above the transactions' own.
        comboboxProps={{ zIndex: SETTLE_DIALOG_Z + 1 }}
        {...inputProps('method')}
      />
      <TextInput
        label="Reference"
        description="A bank or mobile money reference, if any"
        maxLength={200}
        {...inputProps('reference')}
      />
      <TextInput label="Date received" type="date" required {...inputProps('receivedAt')} />
      <LedgerFormEnd
        message={feedback.message}
        submitLabel="Record as Received"
        onCancel={onDone}
        isSending={receive.isPending}
      />
    </FormWithSummary>
  );
}

function LapseForm({ pledge, onDone }: { pledge: Transaction; onDone: () => void }) {
  const form = useContractForm(lapsePledgeSchema, { initialValues: { reason: '' } });
  const lapse = useLapsePledge();
  const inputProps = inputsHeldWhile(form, lapse.isPending);
  const feedback = useTimedMessage(INLINE_MESSAGE_MS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lapse.isPending) return;
    feedback.clear();
    form.onSubmit(() =>
      lapse.mutate(
        { id: pledge._id, reason: form.getValues().reason ?? '' },
        {
          onSuccess: onDone,
          onError: showRefusal(
            form,
            feedback,
            reasonFieldOf,
            'Failed to mark the pledge as lapsed',
          ),
        },
      ),
    )();
  };
  return (
    <FormWithSummary form={form} onSubmit={submit} aria-label="Mark as Lapsed" gap="sm">
      <Text size="sm">
        {pledge.donorName}&apos;s pledge of {formatMoney(pledge.amount, pledge.currency)} was never
        paid. It stays in the records as lapsed and no longer counts as pledged.
      </Text>
      <Textarea
        label="Reason"
        description="Optional"
        maxLength={500}
        autosize
        minRows={2}
        {...inputProps('reason')}
      />
      <LedgerFormEnd
        message={feedback.message}
        submitLabel="Mark as Lapsed"
        onCancel={onDone}
        isSending={lapse.isPending}
        color="red"
      />
    </FormWithSummary>
  );
}

/** Records a pledge's money as received, or the pledge as lapsed, in a dialog of its own. */
export function SettlePledgeDialog({
  settling,
  onClose,
}: {
  settling: Settling;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={settling !== null}
      onClose={onClose}
      title={settling?.mode === 'lapse' ? 'Mark as Lapsed' : 'Record as Received'}
      zIndex={SETTLE_DIALOG_Z}
    >
      {settling?.mode === 'receive' && (
        <ReceiveForm key={settling.pledge._id} pledge={settling.pledge} onDone={onClose} />
      )}
      {settling?.mode === 'lapse' && (
        <LapseForm key={settling.pledge._id} pledge={settling.pledge} onDone={onClose} />
      )}
    </Modal>
  );
}

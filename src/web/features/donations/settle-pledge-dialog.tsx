import { Modal, Select, TextInput } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { ReasonField } from './reason-field.tsx';
import { currencyExponent } from '#contracts/currency.constants.ts';
import { lapsePledgeSchema, receivePledgeInCurrencySchema } from '#contracts/donations.ts';
import { RECEIVED_METHODS, type ReceivedMethod } from '#contracts/donations.constants.ts';
import { inputsHeldWhile, useContractForm } from '#web/lib/contract-form.ts';
import { useLapsePledge, useReceivePledge, type Transaction } from './api.ts';
import { LedgerForm } from './ledger-form-end.tsx';
import { reasonFieldOf } from './refusal.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

export type Settling = { mode: 'receive' | 'lapse'; pledge: Transaction } | null;

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
  const format = useFormat();
  const t = useMessages('donations');
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

  return (
    <LedgerForm
      form={form}
      label={t('donations.settle.receive')}
      intro={t('donations.settle.receiveIntro', {
        name: pledge.donorName,
        amount: format.money(pledge.amount, pledge.currency),
      })}
      submitLabel={t('donations.settle.receive')}
      send={(_checked, outcome) => {
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
          outcome,
        );
      }}
      isSending={receive.isPending}
      fieldOf={fieldOf}
      failure={t('donations.settle.failed')}
      onDone={onDone}
    >
      <TextInput
        label={t('donations.settle.amount', { currency: pledge.currency })}
        required
        inputMode="decimal"
        {...inputProps('amount')}
      />
      <Select
        label={t('donations.disbursement.method')}
        required
        placeholder={t('donations.settle.methodPlaceholder')}
        data={RECEIVED_METHODS.map((value) => ({ value, label: t(`donations.method.${value}`) }))}
        // Above this dialog, which sits above the transactions' own.
        comboboxProps={{ zIndex: SETTLE_DIALOG_Z + 1 }}
        {...inputProps('method')}
      />
      <TextInput
        label={t('donations.settle.reference')}
        description={t('donations.settle.referenceHint')}
        maxLength={200}
        {...inputProps('reference')}
      />
      <TextInput
        label={t('donations.settle.date')}
        type="date"
        required
        {...inputProps('receivedAt')}
      />
    </LedgerForm>
  );
}

function LapseForm({ pledge, onDone }: { pledge: Transaction; onDone: () => void }) {
  const format = useFormat();
  const t = useMessages('donations');
  const form = useContractForm(lapsePledgeSchema, { initialValues: { reason: '' } });
  const lapse = useLapsePledge();
  const inputProps = inputsHeldWhile(form, lapse.isPending);
  return (
    <LedgerForm
      form={form}
      label={t('donations.settle.lapse')}
      intro={t('donations.settle.lapseIntro', {
        name: pledge.donorName,
        amount: format.money(pledge.amount, pledge.currency),
      })}
      submitLabel={t('donations.settle.lapse')}
      send={(_checked, outcome) =>
        lapse.mutate({ id: pledge._id, reason: form.getValues().reason ?? '' }, outcome)
      }
      isSending={lapse.isPending}
      fieldOf={reasonFieldOf}
      failure={t('donations.settle.lapseFailed')}
      onDone={onDone}
      color="red"
    >
      <ReasonField description={t('donations.settle.optional')} {...inputProps('reason')} />
    </LedgerForm>
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
  const t = useMessages('donations');
  return (
    <Modal
      opened={settling !== null}
      onClose={onClose}
      title={t(settling?.mode === 'lapse' ? 'donations.settle.lapse' : 'donations.settle.receive')}
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

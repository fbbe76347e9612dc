import { ActionIcon, FileInput, Group, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { BareList } from './bare-list.tsx';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { RECEIVED_METHODS, type ReceivedMethod } from '#contracts/donations.constants.ts';
import { MAX_EVIDENCE_FILES } from '#contracts/ledger.constants.ts';
import { disbursementInCurrencySchema } from '#contracts/ledger.ts';
import { UploadProgress } from '#web/components/image-upload/upload-status.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { inputsHeldWhile, useContractForm } from '#web/lib/contract-form.ts';
import { uploadEvidence, useRecordDisbursement, type DonationCase } from './api.ts';
import { LedgerDialog } from './ledger-dialog.tsx';
import { LedgerForm } from './ledger-form-end.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

type Field = 'amount' | 'occurredAt' | 'method' | 'payee' | 'purpose' | 'evidence';

/** Which field a refusal from the server is about, so it shows next to that field. */
function fieldOf(message: string): Field | null {
  if (/amount|more than the case holds|at most/i.test(message)) return 'amount';
  if (/evidence|attach|files?\b/i.test(message)) return 'evidence';
  if (/date/i.test(message)) return 'occurredAt';
  if (/how the money/i.test(message)) return 'method';
  if (/who was paid|payee/i.test(message)) return 'payee';
  if (/what the money|purpose/i.test(message)) return 'purpose';
  return null;
}

const today = () => new Date().toISOString().slice(0, 10);

interface Attached {
  url: string;
  name: string;
}

function DisbursementForm({
  donationCase,
  onDone,
}: {
  donationCase: DonationCase;
  onDone: () => void;
}) {
  const format = useFormat();
  const t = useMessages('donations');
  const form = useContractForm(disbursementInCurrencySchema(donationCase.currency), {
    initialValues: {
      amount: '',
      occurredAt: today(),
      method: '' as ReceivedMethod,
      payee: '',
      purpose: '',
      evidence: [] as string[],
    },
  });
  const record = useRecordDisbursement(donationCase._id);
  const [attached, setAttached] = useState<Attached[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const isUploading = progress !== null;
  const isBusy = isUploading || record.isPending;
  const inputProps = inputsHeldWhile(form, isBusy);

  const setEvidence = (next: Attached[]) => {
    setAttached(next);
    form.setFieldValue(
      'evidence',
      next.map((file) => file.url),
    );
  };

  const attach = async (files: File[]) => {
    form.clearFieldError('evidence');
    const room = MAX_EVIDENCE_FILES - attached.length;
    const added: Attached[] = [];
    abort.current = new AbortController();
    try {
      for (const file of files.slice(0, Math.max(0, room))) {
        setProgress(0);
        added.push({
          url: await uploadEvidence(
            file,
            { tooLarge: t('donations.evidence.tooLarge'), failed: t('donations.evidence.failed') },
            setProgress,
            abort.current.signal,
          ),
          name: file.name,
        });
      }
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) {
        form.setFieldError('evidence', errorMessage(failure, t('donations.evidence.failed')));
      }
    } finally {
      setProgress(null);
      setEvidence([...attached, ...added]);
    }
  };

  return (
    <LedgerForm
      form={form}
      label={t('donations.disbursement.title')}
      intro={t('donations.disbursement.intro', {
        held: format.money(donationCase.heldAmount, donationCase.currency),
      })}
      submitLabel={t('donations.disbursement.submit')}
      send={(_checked, outcome) => {
        // The API takes dollars as typed; the schema's cents are for checking here.
        const values = form.getValues();
        record.mutate(
          {
            amount: String(values.amount),
            occurredAt: values.occurredAt as string,
            method: values.method,
            payee: values.payee,
            purpose: values.purpose,
            evidence: values.evidence,
          },
          outcome,
        );
      }}
      isSending={record.isPending}
      fieldOf={fieldOf}
      failure={t('donations.disbursement.failed')}
      onDone={onDone}
      disabled={isUploading}
    >
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={t('donations.disbursement.amount', { currency: donationCase.currency })}
          required
          inputMode="decimal"
          data-autofocus
          {...inputProps('amount')}
        />
        <TextInput
          label={t('donations.disbursement.date')}
          type="date"
          required
          {...inputProps('occurredAt')}
        />
      </Group>
      <Select
        label={t('donations.disbursement.method')}
        required
        placeholder={t('donations.disbursement.methodPlaceholder')}
        data={RECEIVED_METHODS.map((value) => ({ value, label: t(`donations.method.${value}`) }))}
        {...inputProps('method')}
      />
      <TextInput
        label={t('donations.disbursement.payee')}
        description={t('donations.disbursement.payeeHint')}
        required
        maxLength={100}
        {...inputProps('payee')}
      />
      <Textarea
        label={t('donations.disbursement.purpose')}
        required
        maxLength={500}
        autosize
        minRows={2}
        {...inputProps('purpose')}
      />
      <FileInput
        label={t('donations.ledger.evidence')}
        description={t('donations.evidence.hint')}
        placeholder={t('donations.evidence.placeholder')}
        multiple
        required
        accept="image/*,application/pdf"
        leftSection={<IconPaperclip size={16} aria-hidden="true" />}
        value={[]}
        onChange={(files) => void attach(files)}
        {...form.fieldProps('evidence')}
        disabled={isBusy || attached.length >= MAX_EVIDENCE_FILES}
      />
      {isUploading && (
        <UploadProgress progress={progress} label={t('donations.evidence.progress')} />
      )}
      {attached.length > 0 && (
        <BareList gap={4} aria-label={t('donations.evidence.attached')}>
          {attached.map((file) => (
            <Group key={file.url} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('donations.evidence.remove', { name: file.name })}
                onClick={() => setEvidence(attached.filter((one) => one.url !== file.url))}
                disabled={isBusy}
              >
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </BareList>
      )}
    </LedgerForm>
  );
}

/** An admin records money paid out of a case, with the files that prove it. */
export function DisbursementDialog({
  donationCase,
  onClose,
}: {
  donationCase: DonationCase;
  onClose: () => void;
}) {
  const t = useMessages('donations');
  return (
    <LedgerDialog title={t('donations.disbursement.title')} onClosed={onClose}>
      {(close) => <DisbursementForm donationCase={donationCase} onDone={close} />}
    </LedgerDialog>
  );
}

import {
  ActionIcon,
  FileInput,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  RECEIVED_METHOD_LABELS,
  RECEIVED_METHODS,
  type ReceivedMethod,
} from '#contracts/donations.constants.ts';
import { MAX_EVIDENCE_FILES } from '#contracts/ledger.constants.ts';
import { disbursementInCurrencySchema } from '#contracts/ledger.ts';
import { UploadProgress } from '#web/components/image-upload/upload-status.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { inputsHeldWhile, useContractForm } from '#web/lib/contract-form.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { uploadEvidence, useRecordDisbursement, type DonationCase } from './api.ts';
import { LedgerDialog } from './ledger-dialog.tsx';
import { formatMoney } from './money.ts';
import { LedgerFormEnd } from './ledger-form-end.tsx';
import { showRefusal } from './refusal.ts';

const METHOD_OPTIONS = RECEIVED_METHODS.map((value) => ({
  value,
  label: RECEIVED_METHOD_LABELS[value as ReceivedMethod],
}));

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
  const feedback = useTimedMessage(INLINE_MESSAGE_MS);
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
          url: await uploadEvidence(file, setProgress, abort.current.signal),
          name: file.name,
        });
      }
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) {
        form.setFieldError('evidence', errorMessage(failure, 'Could not upload the file'));
      }
    } finally {
      setProgress(null);
      setEvidence([...attached, ...added]);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    feedback.clear();
    form.onSubmit(() => {
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
        {
          onSuccess: onDone,
          onError: showRefusal(form, feedback, fieldOf, 'Failed to record the disbursement'),
        },
      );
    })();
  };

  return (
    <FormWithSummary form={form} onSubmit={submit} aria-label="Record a Disbursement" gap="sm">
      <Text size="sm">
        The case holds {formatMoney(donationCase.heldAmount, donationCase.currency)}. Everything
        here is public: name the payee by role or pseudonym, never by contact details.
      </Text>
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={`Amount (${donationCase.currency})`}
          required
          inputMode="decimal"
          data-autofocus
          {...inputProps('amount')}
        />
        <TextInput label="Date paid" type="date" required {...inputProps('occurredAt')} />
      </Group>
      <Select
        label="Method"
        required
        placeholder="How the money went"
        data={METHOD_OPTIONS}
        {...inputProps('method')}
      />
      <TextInput
        label="Payee"
        description='A role or pseudonym, such as "the family" or "the clinic"'
        required
        maxLength={100}
        {...inputProps('payee')}
      />
      <Textarea
        label="Purpose"
        required
        maxLength={500}
        autosize
        minRows={2}
        {...inputProps('purpose')}
      />
      <FileInput
        label="Evidence"
        description="Receipts, invoices or a signed confirmation: images or PDF files, 10 MB each"
        placeholder="Choose files"
        multiple
        required
        accept="image/*,application/pdf"
        leftSection={<IconPaperclip size={16} aria-hidden="true" />}
        value={[]}
        onChange={(files) => void attach(files)}
        {...form.fieldProps('evidence')}
        disabled={isBusy || attached.length >= MAX_EVIDENCE_FILES}
      />
      {isUploading && <UploadProgress progress={progress} label="Evidence upload" />}
      {attached.length > 0 && (
        <Stack
          gap={4}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Attached evidence"
        >
          {attached.map((file) => (
            <Group key={file.url} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${file.name}`}
                onClick={() => setEvidence(attached.filter((one) => one.url !== file.url))}
                disabled={isBusy}
              >
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <LedgerFormEnd
        message={feedback.message}
        submitLabel="Record the disbursement"
        onCancel={onDone}
        isSending={record.isPending}
        disabled={isUploading}
      />
    </FormWithSummary>
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
  return (
    <LedgerDialog title="Record a Disbursement" onClosed={onClose}>
      {(close) => <DisbursementForm donationCase={donationCase} onDone={close} />}
    </LedgerDialog>
  );
}

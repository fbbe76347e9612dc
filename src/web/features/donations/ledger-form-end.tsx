import { Text, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogActions } from '#web/components/dialog-actions.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import {
  INLINE_MESSAGE_MS,
  useTimedMessage,
  type TimedMessage,
} from '#web/lib/use-timed-message.ts';
import { showRefusal } from './refusal.ts';
import { submitOnce } from './submit-once.ts';

/**
 * The end of a dialog's form that records money (a disbursement, a reversal, a pledge received
 * or lapsed): the server's answer, then Cancel and the submit button. While the request is on
 * its way Cancel is held, so no one leaves not knowing whether the money was recorded.
 */
export function LedgerFormEnd({
  message,
  submitLabel,
  onCancel,
  isSending,
  ...submit
}: {
  message: TimedMessage | null;
  submitLabel: ReactNode;
  onCancel: () => void;
  isSending: boolean;
} & Pick<ButtonProps, 'color' | 'disabled'>) {
  return (
    <>
      <FormMessage message={message} />
      <DialogActions
        submitLabel={submitLabel}
        onCancel={onCancel}
        cancelDisabled={isSending}
        loading={isSending}
        {...submit}
      />
    </>
  );
}

/** What a ledger dialog does with the server's answer: close, or show the refusal. */
interface Outcome {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * A dialog's form that records money: its error summary, the sentence that says what the entry
 * does, its fields, then `LedgerFormEnd`. It sends once (`send`), closes when the entry is
 * recorded (`onDone`), and shows a refusal beside the field it is about (`fieldOf`), else with
 * `failure` as the fallback under the fields.
 */
export function LedgerForm<Values, Field extends string>({
  form,
  label,
  intro,
  send,
  isSending,
  fieldOf,
  failure,
  onDone,
  children,
  ...end
}: {
  form: Parameters<typeof FormWithSummary>[0]['form'] & {
    onSubmit(send: (values: Values) => void): () => void;
    setFieldError(field: Field, message: string): void;
  };
  /** The form's accessible name. */
  label: string;
  intro: ReactNode;
  send: (values: Values, outcome: Outcome) => void;
  isSending: boolean;
  fieldOf: (message: string) => Field | null;
  failure: string;
  onDone: () => void;
  submitLabel: ReactNode;
  children: ReactNode;
} & Pick<ButtonProps, 'color' | 'disabled'>) {
  const feedback = useTimedMessage(INLINE_MESSAGE_MS);
  // A form held for another reason (a file uploading) is not sent either.
  const submit = submitOnce(form, isSending || Boolean(end.disabled), feedback, (values) =>
    send(values, { onSuccess: onDone, onError: showRefusal(form, feedback, fieldOf, failure) }),
  );
  return (
    <FormWithSummary form={form} onSubmit={submit} aria-label={label} gap="sm">
      <Text size="sm">{intro}</Text>
      {children}
      <LedgerFormEnd message={feedback.message} onCancel={onDone} isSending={isSending} {...end} />
    </FormWithSummary>
  );
}

import { Button, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { errorMessage } from '#web/lib/api-client.ts';
import { useContractForm } from '#web/lib/contract-form.ts';
import { useTimedMessage } from '#web/lib/use-timed-message.ts';
import { FormWithSummary } from './form-with-summary.tsx';
import { FormMessage } from './form-message.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

type EmailInput = { email: string };

/** The mutation that sends the link; the server's answer says what happens next. */
interface LinkRequest {
  mutate(
    input: EmailInput,
    callbacks: {
      onSuccess: (answer: { message: string }) => void;
      onError: (error: unknown) => void;
    },
  ): void;
  isPending: boolean;
}

/**
 * "Send me a link": one e-mail field, the server's answer shown for `answerMs` (it never says
 * whether the address is known), the field emptied after a sent request.
 */
export function EmailLinkForm({
  schema,
  request,
  answerMs,
  invalidMessage,
  submitLabel,
}: {
  schema: z.ZodType<EmailInput, { email?: string }>;
  request: LinkRequest;
  answerMs: number;
  /** The field's message when it is left empty. */
  invalidMessage: string;
  submitLabel: string;
}) {
  const t = useMessages('shellParts');
  const form = useContractForm(schema, {
    initialValues: { email: '' },
    requiredMessages: { email: invalidMessage },
  });
  const { message, show } = useTimedMessage(answerMs);

  const send = form.onSubmit((input) =>
    request.mutate(input, {
      onSuccess: (answer) => {
        show('success', answer.message);
        form.reset();
      },
      onError: (error) => show('error', errorMessage(error, t('shellParts.error.generic'))),
    }),
  );

  return (
    <FormWithSummary form={form} onSubmit={send}>
      <TextInput
        label={t('shellParts.email.label')}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.org"
        {...form.getInputProps('email')}
      />
      <FormMessage message={message} />
      <Button type="submit" fullWidth loading={request.isPending}>
        {submitLabel}
      </Button>
    </FormWithSummary>
  );
}

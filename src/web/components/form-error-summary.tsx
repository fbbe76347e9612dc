import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FieldError } from '#web/lib/contract-form.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/** What the summary reads of a `useContractForm` form. */
interface CheckedForm {
  fieldErrors(): FieldError[];
  contractMessage(): string | undefined;
}

/**
 * At the top of a form sent with mistakes (GOV.UK's error summary): what is wrong in the form's
 * words (the contract's, the spec's message), then one link per field in error, in the page's
 * order, each to its field. Focus goes to the first field in error (`useContractForm`); the
 * summary is there to come back to. Every contract form shows it: `<FormErrorSummary form={form} />`.
 */
export function FormErrorSummary({ form }: { form: CheckedForm }) {
  const t = useMessages('shellParts');
  const errors = form.fieldErrors();
  if (errors.length === 0) return null;
  const contractMessage = form.contractMessage();
  // The contract's message once: when it is a field's own, its link says it.
  const message = errors.some((error) => error.message === contractMessage)
    ? undefined
    : contractMessage;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} stroke={1.8} aria-hidden="true" />}
      title={t('shellParts.form.problem')}
      data-testid="form-error-summary"
    >
      {message && <Text size="sm">{message}</Text>}
      <ul style={{ margin: message ? '0.5rem 0 0' : 0, paddingInlineStart: '1.25rem' }}>
        {errors.map((error) => (
          <li key={error.path}>
            <Anchor
              href={`#${error.inputId}`}
              size="sm"
              fw={600}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.inputId)?.focus();
              }}
            >
              {error.message}
            </Anchor>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

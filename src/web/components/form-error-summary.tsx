import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FieldError } from '#web/lib/contract-form.ts';

/**
 * At the top of a form sent with mistakes: what is wrong in the form's words (the spec's
 * message), then one link per field in error, in the form's order, each to its field. Focus goes
 * to the first field in error (`useContractForm`); the summary is there to come back to.
 */
export function FormErrorSummary({
  message,
  errors,
}: {
  /** The spec's message for the form, when it has one. */
  message?: string;
  errors: FieldError[];
}) {
  if (errors.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} stroke={1.8} />}
      title="There is a problem"
      data-testid="form-error-summary"
    >
      {message && <Text size="sm">{message}</Text>}
      <List size="sm" mt={message ? 'xs' : 0}>
        {errors.map((error) => (
          <List.Item key={error.path}>
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
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

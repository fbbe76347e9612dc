import { messageOf } from './api.ts';

/** A refusal that names the reason belongs beside the reason field. */
export const reasonFieldOf = (message: string) => (/reason/i.test(message) ? 'reason' : null);

/**
 * The `onError` of a ledger dialog's request: the server's refusal (or `fallback`) beside the
 * field it is about, else in the dialog's message.
 */
export function showRefusal<Field extends string>(
  form: { setFieldError: (field: Field, message: string) => void },
  feedback: { show: (tone: 'error', text: string) => void },
  fieldOf: (message: string) => Field | null,
  fallback: string,
) {
  return (error: unknown) => {
    const message = messageOf(error, fallback);
    const field = fieldOf(message);
    if (field) form.setFieldError(field, message);
    else feedback.show('error', message);
  };
}

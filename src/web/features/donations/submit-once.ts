import type { FormEvent } from 'react';

/**
 * A form's submit that sends once: nothing while the last request is on its way, the last
 * answer cleared, then the form's check and `send` with its values.
 */
export function submitOnce<Values>(
  form: { onSubmit(send: (values: Values) => void): () => void },
  isSending: boolean,
  feedback: { clear: () => void },
  send: (values: Values) => void,
) {
  return (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    feedback.clear();
    form.onSubmit(send)();
  };
}

import { useId, useState, type ChangeEvent } from 'react';
import { handCheckedErrors } from '#web/lib/contract-form.ts';

/**
 * A text field of the second-factor forms: its value, and an error (its own check or the
 * server's answer) that shows under it until the field is edited, and in the form's error
 * summary (`<FormErrorSummary form={summary} />`). `fail` says what is wrong and moves focus
 * to the field, as a contract form's failed submit does.
 */
export function useCheckedText() {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputProps = {
    id,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.currentTarget.value);
      setError(null);
    },
    error,
  };
  const fail = (message: string) => {
    setError(message);
    document.getElementById(id)?.focus();
  };
  const summary = handCheckedErrors(error ? { path: 'value', message: error, inputId: id } : null);
  return { value, setValue, error, setError, fail, inputProps, summary };
}

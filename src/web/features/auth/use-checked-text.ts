import { useState, type ChangeEvent } from 'react';

/**
 * A text field of the second-factor forms: its value, and an error (its own check or the
 * server's answer) that shows under it, announced, until the field is edited.
 */
export function useCheckedText() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputProps = {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.currentTarget.value);
      setError(null);
    },
    error,
    errorProps: { role: 'alert' },
  };
  return { value, setValue, error, setError, inputProps };
}

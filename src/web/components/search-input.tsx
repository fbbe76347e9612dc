import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** A search box with its magnifier; it hands back the text typed. */
export function SearchInput({
  onChange,
  ...props
}: Omit<TextInputProps, 'onChange' | 'type' | 'leftSection'> & {
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      type="search"
      {...props}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
    />
  );
}

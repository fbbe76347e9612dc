import { NumberInput, Text, type NumberInputProps } from '@mantine/core';

/** An amount in dollars as every donations form takes it: cents at most, never negative, "$" before it. */
export function UsdInput(props: NumberInputProps) {
  return (
    <NumberInput
      decimalScale={2}
      allowNegative={false}
      clampBehavior="none"
      hideControls
      inputMode="decimal"
      leftSection={
        <Text size="sm" aria-hidden="true">
          $
        </Text>
      }
      {...props}
    />
  );
}

import { NumberInput, Text, type NumberInputProps } from '@mantine/core';
import { currencyExponent, type Currency } from '#contracts/currency.constants.ts';
import { currencySymbol } from '#web/lib/money.ts';

interface MoneyInputProps extends NumberInputProps {
  /** The case's: the input takes as many decimals as it has (none for JPY, three for KWD). */
  currency: Currency;
}

/** An amount as every donations form takes it: the currency's decimals at most, never negative, its symbol before it. */
export function MoneyInput({ currency, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      decimalScale={currencyExponent(currency)}
      allowNegative={false}
      clampBehavior="none"
      hideControls
      inputMode={currencyExponent(currency) === 0 ? 'numeric' : 'decimal'}
      leftSection={
        <Text size="sm" aria-hidden="true">
          {currencySymbol(currency)}
        </Text>
      }
      {...props}
    />
  );
}

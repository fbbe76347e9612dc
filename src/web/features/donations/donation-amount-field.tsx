import { Button, SimpleGrid, Stack, Text, type NumberInputProps } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { useId } from 'react';
import classes from './donations.module.css';
import { currencyExponent, limitScale, type Currency } from '#contracts/currency.constants.ts';
import { MoneyInput } from './money-input.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** Full rows of amount buttons: two on phones; four options make two rows of two. */
const amountColumns = (count: number) => ({
  base: Math.min(2, count),
  xs: count === 4 ? 2 : Math.min(3, count),
});

interface DonationAmountFieldProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** The case's suggested amounts, one button each. */
  options: number[];
  /** The case's: the options, the input's decimals and its smallest gift follow it. */
  currency: Currency;
  /** The amount: a number, or '' while none is chosen or typed. */
  value: number | string;
  onChange: (amount: number | string) => void;
}

/** "Choose an amount": the suggested amounts as toggle buttons, or a custom amount typed in. */
export function DonationAmountField({
  options,
  currency,
  value,
  onChange,
  disabled,
  ...inputProps
}: DonationAmountFieldProps) {
  const format = useFormat();
  const t = useMessages('donations');
  const labelId = useId();
  return (
    <Stack gap={8} role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">
        {t('donations.amount.label')}
      </Text>
      {options.length > 0 && (
        <SimpleGrid cols={amountColumns(options.length)}>
          {options.map((option) => {
            const isChosen = value === option;
            return (
              <Button
                key={option}
                variant={isChosen ? 'filled' : 'default'}
                aria-pressed={isChosen}
                onClick={() => onChange(option)}
                disabled={disabled}
                className={classes.amountButton}
              >
                {format.money(option, currency)}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
      <MoneyInput
        currency={currency}
        label={t('donations.amount.custom', { currency })}
        description={
          currency === 'USD'
            ? t('donations.amount.usdHint')
            : t(
                currencyExponent(currency) === 0
                  ? 'donations.amount.wholeHint'
                  : 'donations.amount.decimalsHint',
                {
                  least: format.money(limitScale(currency), currency),
                  currency,
                  decimals: currencyExponent(currency),
                },
              )
        }
        placeholder={t('donations.amount.other')}
        {...inputProps}
        value={value}
        onChange={onChange}
        min={limitScale(currency)}
        step={1 / 10 ** currencyExponent(currency)}
        thousandSeparator=","
        disabled={disabled}
      />
    </Stack>
  );
}

import { Select } from '@mantine/core';
import { CURRENCIES, isCurrency, type Currency } from '#contracts/currency.constants.ts';

/** Each currency Stripe takes, by its code and English name: "JPY · Japanese Yen". */
function currencyOptions() {
  const names =
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames(['en'], { type: 'currency' })
      : null;
  return CURRENCIES.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  }).sort((a, b) => a.value.localeCompare(b.value));
}

let options: ReturnType<typeof currencyOptions> | undefined;

interface CaseCurrencyFieldProps {
  value: Currency;
  onChange: (currency: Currency) => void;
  /** The case has had a gift: shown, not changeable, and the description says why. */
  locked: boolean;
  disabled: boolean;
  id: string;
  error: string | undefined;
}

/** The case's currency: every amount of the case (suggested, goal, gifts, ledger) is in it. */
export function CaseCurrencyField({
  value,
  onChange,
  locked,
  disabled,
  ...field
}: CaseCurrencyFieldProps) {
  options ??= currencyOptions();
  return (
    <Select
      label="Currency"
      description={
        locked
          ? 'This case has received gifts, so its currency can no longer change.'
          : 'Every amount of the case is in it: suggested amounts, goal, gifts and the money trail. It cannot change after the first gift.'
      }
      data={options}
      value={value}
      onChange={(code) => {
        if (code && isCurrency(code)) onChange(code);
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No such currency"
      disabled={disabled || locked}
      maw={{ base: '100%', xs: 320 }}
      {...field}
    />
  );
}

import { Select } from '@mantine/core';
import { CURRENCIES, isCurrency, type Currency } from '#contracts/currency.constants.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import { useLocale } from '#web/i18n/locale.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** Each currency Stripe takes, by its code and name in the page's language: "JPY · Japanese Yen". */
function currencyOptions(locale: Locale) {
  const names =
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames([locale], { type: 'currency' })
      : null;
  return CURRENCIES.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  }).sort((a, b) => a.value.localeCompare(b.value));
}

const optionsByLocale = new Map<Locale, ReturnType<typeof currencyOptions>>();

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
  const t = useMessages('donations');
  const locale = useLocale();
  let options = optionsByLocale.get(locale);
  if (!options) {
    options = currencyOptions(locale);
    optionsByLocale.set(locale, options);
  }
  return (
    <Select
      label={t('donations.caseForm.currency')}
      description={t(
        locked ? 'donations.caseForm.currencyLocked' : 'donations.caseForm.currencyHint',
      )}
      data={options}
      value={value}
      onChange={(code) => {
        if (code && isCurrency(code)) onChange(code);
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('donations.caseForm.currencyNone')}
      disabled={disabled || locked}
      maw={{ base: '100%', xs: 320 }}
      {...field}
    />
  );
}

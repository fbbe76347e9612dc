import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { Currency } from '#contracts/currency.constants.ts';
import { MAX_AMOUNT_OPTIONS } from '#contracts/donations.constants.ts';
import type { FieldProps } from '#web/lib/contract-form.ts';
import { MoneyInput } from './money-input.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

interface CaseAmountOptionsProps {
  /** The case's: each amount takes its decimals. */
  currency: Currency;
  /** The amounts as typed: a number, or '' while an input is empty. */
  value: (number | string)[];
  onChange: (amounts: (number | string)[]) => void;
  /** An amount's id and own message (the form's `fieldProps`). */
  fieldProps: (index: number) => FieldProps;
  disabled: boolean;
}

/** The 1 to 6 suggested amounts donors pick from, each with its remove button, and Add amount. */
export function CaseAmountOptions({
  currency,
  value,
  onChange,
  fieldProps,
  disabled,
}: CaseAmountOptionsProps) {
  const t = useMessages('donations');
  // Stable keys for the amount inputs, so removing one keeps focus and values in place.
  const nextKey = useRef(value.length);
  const [optionKeys, setOptionKeys] = useState(() => value.map((_, index) => index));
  const optionCount = value.length;

  const setOption = (index: number, amount: number | string) =>
    onChange(value.map((option, i) => (i === index ? amount : option)));

  const addOption = () => {
    if (optionCount >= MAX_AMOUNT_OPTIONS) return;
    onChange([...value, '']);
    setOptionKeys((keys) => [...keys, nextKey.current++]);
  };

  const removeOption = (index: number) => {
    if (optionCount <= 1) return;
    onChange(value.filter((_, i) => i !== index));
    setOptionKeys((keys) => keys.filter((_, i) => i !== index));
  };

  return (
    <Fieldset
      legend={t('donations.amounts.legend', { currency })}
      variant="unstyled"
      disabled={disabled}
      styles={{
        legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)', padding: 0 },
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('donations.amounts.hint', { count: optionCount, max: MAX_AMOUNT_OPTIONS })}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {value.map((option, index) => (
            <MoneyInput
              currency={currency}
              key={optionKeys[index]}
              label={t('donations.amounts.amount', { number: index + 1 })}
              value={option}
              onChange={(amount) => setOption(index, amount)}
              min={0.01}
              step={1}
              rightSection={
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={() => removeOption(index)}
                  disabled={optionCount <= 1 || disabled}
                  aria-label={t('donations.amounts.remove', { number: index + 1 })}
                >
                  <IconX size={14} aria-hidden="true" />
                </ActionIcon>
              }
              rightSectionPointerEvents="all"
              {...fieldProps(index)}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={addOption}
            disabled={optionCount >= MAX_AMOUNT_OPTIONS || disabled}
          >
            {t('donations.amounts.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

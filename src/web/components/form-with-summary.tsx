import { Stack, type MantineSpacing } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { FormErrorSummary } from './form-error-summary.tsx';

interface FormWithSummaryProps extends Omit<ComponentProps<'form'>, 'noValidate'> {
  /** The contract form: its error summary leads the fields. */
  form: Parameters<typeof FormErrorSummary>[0]['form'];
  /** The space between the summary and each field. */
  gap?: MantineSpacing;
  children: ReactNode;
}

/**
 * A contract form as every form of the app is laid out: checked by the app, not the browser
 * (`noValidate`), with its error summary first and its fields under it.
 */
export function FormWithSummary({
  form,
  gap = 'md',
  children,
  ...formProps
}: FormWithSummaryProps) {
  return (
    <form noValidate {...formProps}>
      <Stack gap={gap}>
        <FormErrorSummary form={form} />
        {children}
      </Stack>
    </form>
  );
}

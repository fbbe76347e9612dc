import {
  schemaResolver,
  useForm,
  type FormErrors,
  type UseFormInput,
  type UseFormReturnType,
} from '@mantine/form';
import { useRef } from 'react';
import type { z } from 'zod';

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * The web's one form convention: Mantine's form state, validated by the same zod schema the
 * server checks, so a form never restates a rule. `onSubmit` hands over the schema's output
 * (trimmed, coerced), ready for the mutation; saving state comes from that `useMutation`.
 *
 * A field's error stays on the field (`getInputProps` gives Mantine `error`, which sets
 * `aria-invalid` and ties the text with `aria-describedby`) until its value changes or the form
 * is sent again; a form's timed banner is never the only trace of it. Show it with
 * `errorProps={{ role: 'alert' }}` where the field is the only place it appears.
 */
export function useContractForm<Schema extends FormSchema>(
  schema: Schema,
  options: ContractFormOptions<Schema>,
) {
  const form = useForm<z.input<Schema>, z.output<Schema>>({
    mode: 'controlled',
    clearInputErrorOnChange: true,
    ...options,
    validate: schemaResolver(schema, { sync: true }),
    transformValues: (values) => schema.parse(values),
  });
  return withInvalidMarks(form);
}

/**
 * `useContractForm` for a form a page shows at once but few readers fill in: the schema (and the
 * validation code it brings) is fetched by `prepare`, which the form calls when it is first
 * focused, and awaits before it checks what is sent.
 */
export function useDeferredContractForm<Schema extends FormSchema>(
  loadSchema: () => Promise<Schema>,
  options: ContractFormOptions<Schema>,
) {
  const schema = useRef<Schema | null>(null);
  const form = useForm<z.input<Schema>, z.output<Schema>>({
    mode: 'controlled',
    clearInputErrorOnChange: true,
    ...options,
    validate: (values) =>
      schema.current ? schemaResolver(schema.current, { sync: true })(values) : {},
    transformValues: (values) => {
      if (!schema.current) throw new Error('The form was checked before its schema had loaded');
      return schema.current.parse(values);
    },
  });
  const prepare = async () => {
    schema.current ??= await loadSchema();
  };
  return { ...withInvalidMarks(form), prepare };
}

type ContractFormOptions<Schema extends FormSchema> = Omit<
  UseFormInput<z.input<Schema>, z.output<Schema>>,
  'validate' | 'transformValues'
> & { initialValues: z.input<Schema> };

// Mantine marks most inputs invalid itself, but not the password field's inner input.
function withInvalidMarks<Form extends Pick<UseFormReturnType<never>, 'getInputProps' | 'errors'>>(
  form: Form,
) {
  const getInputProps: Form['getInputProps'] = (path, inputOptions) => {
    const props = form.getInputProps(path, inputOptions);
    return props.error ? { ...props, 'aria-invalid': true } : props;
  };
  /**
   * A field of a form whose banner says what is wrong: the field is only marked invalid (no text
   * under it), and locked while `disabled`.
   */
  const markedInputProps = (path: string, disabled: boolean) => ({
    ...getInputProps(path),
    disabled,
    error: Boolean(form.errors[path]),
  });
  return { ...form, getInputProps, markedInputProps };
}

/** The first message of a failed validation, for screens that show one message above the button. */
export function firstFormError(errors: FormErrors): string | undefined {
  const message = Object.values(errors).find((error) => typeof error === 'string' && error !== '');
  return message as string | undefined;
}

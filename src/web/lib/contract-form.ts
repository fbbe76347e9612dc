import {
  schemaResolver,
  useForm,
  type FormErrors,
  type UseFormInput,
  type UseFormReturnType,
} from '@mantine/form';
import { useId, useRef } from 'react';
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
  { requiredMessages, ...options }: ContractFormOptions<Schema>,
) {
  const name = useFormName();
  const contractMessage = useRef<string | undefined>(undefined);
  const form = useForm<z.input<Schema>, z.output<Schema>>({
    mode: 'controlled',
    clearInputErrorOnChange: true,
    ...options,
    name,
    validate: (values) => {
      const errors = schemaResolver(schema, { sync: true })(values);
      contractMessage.current = firstFormError(errors);
      return { ...errors, ...emptyFieldErrors(values, requiredMessages) };
    },
    transformValues: (values) => schema.parse(values),
  });
  return {
    ...withInvalidMarks(form, name, Object.keys(options.initialValues)),
    /** The contract's own message for the last check (the spec's), for the error summary. */
    contractMessage: () => contractMessage.current,
  };
}

/** A name for the form, unique on the page, of the characters Mantine allows in one. */
const useFormName = () => `form-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;

/**
 * The own message of each required field left empty: the server's contract names only the first
 * (the spec's "Please fill out all fields"), a person wants to know every one, where it is.
 */
function emptyFieldErrors(values: Record<string, unknown>, messages: RequiredMessages = {}) {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(messages)) {
    const value = values[path];
    if (value === undefined || value === null || String(value).trim() === '') {
      errors[path] = message;
    }
  }
  return errors;
}

/**
 * `useContractForm` for a form a page shows at once but few readers fill in: the schema (and the
 * validation code it brings) is fetched by `prepare`, which the form calls when it is first
 * focused, and awaits before it checks what is sent.
 */
export function useDeferredContractForm<Schema extends FormSchema>(
  loadSchema: () => Promise<Schema>,
  { requiredMessages, ...options }: ContractFormOptions<Schema>,
) {
  const name = useFormName();
  const schema = useRef<Schema | null>(null);
  const form = useForm<z.input<Schema>, z.output<Schema>>({
    mode: 'controlled',
    clearInputErrorOnChange: true,
    ...options,
    name,
    validate: (values) => ({
      ...(schema.current ? schemaResolver(schema.current, { sync: true })(values) : {}),
      ...emptyFieldErrors(values, requiredMessages),
    }),
    transformValues: (values) => {
      if (!schema.current) throw new Error('The form was checked before its schema had loaded');
      return schema.current.parse(values);
    },
  });
  const prepare = async () => {
    schema.current ??= await loadSchema();
  };
  return { ...withInvalidMarks(form, name, Object.keys(options.initialValues)), prepare };
}

/** A field's own message when it is left empty ("Enter your e-mail address"). */
type RequiredMessages = Record<string, string>;

type ContractFormOptions<Schema extends FormSchema> = Omit<
  UseFormInput<z.input<Schema>, z.output<Schema>>,
  'validate' | 'transformValues' | 'name'
> & { initialValues: z.input<Schema>; requiredMessages?: RequiredMessages };

/** A field's error, as the form's error summary lists it: its message and the input's id. */
export interface FieldError {
  path: string;
  message: string;
  inputId: string;
}

// Mantine marks most inputs invalid itself, but not the password field's inner input. Every
// input gets an id of its form's, so the error summary can link to it; a failed submit moves
// focus to the first field in error, in the form's order.
function withInvalidMarks<Values, Transformed>(
  form: UseFormReturnType<Values, Transformed>,
  formId: string,
  fieldOrder: string[],
) {
  type Form = typeof form;
  const inputId = (path: string) => `${formId}-${path}`;
  const getInputProps: Form['getInputProps'] = (path, inputOptions) => {
    const props = { id: inputId(String(path)), ...form.getInputProps(path, inputOptions) };
    return props.error ? { ...props, 'aria-invalid': true } : props;
  };
  const position = (path: string) => {
    const index = fieldOrder.indexOf(path);
    return index === -1 ? fieldOrder.length : index;
  };
  /** The fields in error, in the form's order. */
  const fieldErrors = (): FieldError[] =>
    Object.entries(form.errors)
      .filter(([, message]) => typeof message === 'string' && message !== '')
      .map(([path, message]) => ({ path, message: String(message), inputId: inputId(path) }))
      .sort((a, b) => position(a.path) - position(b.path));
  const onSubmit: Form['onSubmit'] = (handleValid, handleInvalid) =>
    form.onSubmit(handleValid, (errors, values, event) => {
      const [first] = Object.keys(errors).sort((a, b) => position(a) - position(b));
      if (first) form.getInputNode(first)?.focus();
      handleInvalid?.(errors, values, event);
    });
  /**
   * A field of a form whose banner says what is wrong: the field is only marked invalid (no text
   * under it), and locked while `disabled`.
   */
  const markedInputProps = (path: string, disabled: boolean) => ({
    ...getInputProps(path),
    disabled,
    error: Boolean(form.errors[path]),
  });
  return { ...form, getInputProps, markedInputProps, onSubmit, fieldErrors };
}

/** The first message of a failed validation, for screens that show one message above the button. */
export function firstFormError(errors: FormErrors): string | undefined {
  const message = Object.values(errors).find((error) => typeof error === 'string' && error !== '');
  return message as string | undefined;
}

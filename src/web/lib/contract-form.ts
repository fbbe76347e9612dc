import {
  schemaResolver,
  useForm,
  type FormErrors,
  type GetInputProps,
  type GetInputPropsOptions,
  type LooseKeys,
  type UseFormInput,
  type UseFormReturnType,
} from '@mantine/form';
import { useId, useRef, useState } from 'react';
import type { z } from 'zod';

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * The web's one form convention: Mantine's form state, validated by the same zod schema the
 * server checks, so a form never restates a rule. `onSubmit` hands over the schema's output
 * (trimmed, coerced), ready for the mutation; saving state comes from that `useMutation`.
 *
 * A field's error stays on the field (`getInputProps` or `fieldProps` give its `id` and
 * `error`) until its value changes or the form is sent again, and `<FormErrorSummary form={form} />`
 * at the top of the form lists them all, led by the contract's message; a banner never carries
 * a field's error. `requiredMessages` gives each required field its own message when left empty.
 */
export function useContractForm<Schema extends FormSchema>(
  schema: Schema,
  options: ContractFormOptions<Schema>,
) {
  return useCheckedForm(() => schema, options);
}

/** The form behind both hooks: `currentSchema` is null while a deferred schema is on its way. */
function useCheckedForm<Schema extends FormSchema>(
  currentSchema: () => Schema | null,
  { requiredMessages, ...options }: ContractFormOptions<Schema>,
) {
  const name = useFormName();
  const check = useLastCheck();
  const form = useForm<z.input<Schema>, z.output<Schema>>({
    mode: 'controlled',
    clearInputErrorOnChange: true,
    ...options,
    name,
    validate: (values) => {
      const schema = currentSchema();
      return recordCheck(
        check,
        schema ? schemaResolver(schema, { sync: true })(values) : {},
        emptyFieldErrors(values, requiredMessages),
      );
    },
    transformValues: (values) => {
      const schema = currentSchema();
      if (!schema) throw new Error('The form was checked before its schema had loaded');
      return schema.parse(values);
    },
  });
  return withInvalidMarks(form, name, Object.keys(options.initialValues), check);
}

/**
 * What the last check of the form found: the contract's own message (the spec's, which leads the
 * error summary) and the fields it refused. A refusal of the server put on a field afterwards
 * shows under it, and in the form's banner, not in the summary.
 */
interface LastCheck {
  message: string | undefined;
  paths: Set<string>;
}

/** The form's record of its last check, kept across renders (read while rendering the summary). */
const useLastCheck = () => useState<LastCheck>(() => ({ message: undefined, paths: new Set() }))[0];

function recordCheck(check: LastCheck, contractErrors: FormErrors, ownMessages: FormErrors) {
  const errors = { ...contractErrors, ...ownMessages };
  check.message = firstFormError(contractErrors);
  check.paths = new Set(Object.keys(errors));
  return errors;
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
    if (isBlank(valueAt(values, path))) errors[path] = message;
  }
  return errors;
}

const valueAt = (values: Record<string, unknown>, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      values,
    );

/** Nothing a person would call filled in: no value, spaces, or a rich text without text or image. */
function isBlank(value: unknown) {
  if (value === undefined || value === null) return true;
  const text = String(value);
  if (/<img\s/i.test(text)) return false;
  return (
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
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
  const form = useCheckedForm(() => schema.current, options);
  const prepare = async () => {
    schema.current ??= await loadSchema();
  };
  return { ...form, prepare };
}

/**
 * `getInputProps` for a form whose fields are all held while it is sent: each field's props,
 * disabled while `isHeld`.
 */
export function inputsHeldWhile<Values>(
  form: { getInputProps: GetInputProps<Values> },
  isHeld: boolean,
) {
  return <Field extends LooseKeys<Values>>(path: Field, options?: GetInputPropsOptions) => ({
    ...form.getInputProps(path, options),
    disabled: isHeld,
  });
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

/**
 * What every field of a contract form gets, through `getInputProps` or, for a control that sets
 * its value itself (a select whose empty choice is null, the rich-text editor, a radio group),
 * `fieldProps`: an id of its form's, so the error summary links to it and a failed submit focuses
 * it, and its own message, which Mantine's inputs (and the app's own fields, which take the same
 * `id` and `error`) show under the field, tied to it by `aria-describedby`, with `aria-invalid`.
 * A failed submit moves focus to the first field in error, in the page's order.
 */
function withInvalidMarks<Values, Transformed>(
  form: UseFormReturnType<Values, Transformed>,
  formId: string,
  fieldOrder: string[],
  lastCheck: LastCheck,
) {
  type Form = typeof form;
  const ownId = (path: string) => `${formId}-${path}`;
  /** A field's id; an error on a whole list (its path has no input) is its first item's. */
  const inputId = (path: string) =>
    typeof document !== 'undefined' &&
    !document.getElementById(ownId(path)) &&
    document.getElementById(ownId(`${path}.0`))
      ? ownId(`${path}.0`)
      : ownId(path);
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' && error !== '' ? error : undefined;
  };
  const getInputProps: Form['getInputProps'] = (path, inputOptions) => {
    const props = { id: ownId(String(path)), ...form.getInputProps(path, inputOptions) };
    // Mantine marks most inputs invalid itself, but not the password field's inner input.
    return props.error ? { ...props, 'aria-invalid': true } : props;
  };
  /** The id and own message of a field whose value the form sets by hand. */
  const fieldProps = (path: string): FieldProps => ({
    id: ownId(path),
    error: errorOf(path),
  });
  /** The fields in error, in the page's order (the form's values' order before it renders). */
  const byPosition = (a: string, b: string) => {
    const nodeA = typeof document === 'undefined' ? null : document.getElementById(inputId(a));
    const nodeB = typeof document === 'undefined' ? null : document.getElementById(inputId(b));
    if (nodeA && nodeB && nodeA !== nodeB) {
      return nodeA.compareDocumentPosition(nodeB) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    }
    return position(a) - position(b);
  };
  const position = (path: string) => {
    const index = fieldOrder.indexOf(path.split('.')[0]!);
    return index === -1 ? fieldOrder.length : index;
  };
  /** The fields the last check refused that are still wrong, for the error summary. */
  const fieldErrors = (): FieldError[] =>
    Object.keys(form.errors)
      .filter((path) => path !== '' && lastCheck.paths.has(path) && errorOf(path) !== undefined)
      .sort(byPosition)
      .map((path) => ({ path, message: errorOf(path)!, inputId: inputId(path) }));
  const focusFirst = (errors: FormErrors) => {
    const [first] = Object.keys(errors)
      .filter((path) => document.getElementById(inputId(path)))
      .sort(byPosition);
    if (first) document.getElementById(inputId(first))?.focus();
  };
  const onSubmit: Form['onSubmit'] = (handleValid, handleInvalid) =>
    form.onSubmit(handleValid, (errors, values, event) => {
      focusFirst(errors);
      handleInvalid?.(errors, values, event);
    });
  /**
   * The result of a check the form runs itself (the post editor checks what it is about to send
   * against the status it is sent as): shown as a failed submit is, focus included unless `quiet`.
   */
  const showCheck = (errors: FormErrors, { quiet = false } = {}) => {
    recordCheck(lastCheck, errors, {});
    form.setErrors(errors);
    if (!quiet) focusFirst(errors);
  };
  return {
    ...form,
    getInputProps,
    fieldProps,
    onSubmit,
    showCheck,
    fieldErrors,
    /** The contract's own message for the last check (the spec's), for the error summary. */
    contractMessage: () => lastCheck.message,
  };
}

/**
 * What the error summary reads of a form that checks its one field by hand (the second-factor
 * and presence forms, which send what is typed as it is): the field's error, if it has one.
 */
export function handCheckedErrors(...errors: (FieldError | null)[]) {
  return {
    fieldErrors: () => errors.filter((error): error is FieldError => error !== null),
    contractMessage: () => undefined,
  };
}

/** A field's id and its own message, as `fieldProps` gives them (Mantine's `id` and `error`). */
export interface FieldProps {
  id: string;
  error: string | undefined;
}

/** The first message of a failed validation: the contract's (the spec's) message for the form. */
function firstFormError(errors: FormErrors): string | undefined {
  const message = Object.values(errors).find((error) => typeof error === 'string' && error !== '');
  return message as string | undefined;
}

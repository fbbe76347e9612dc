import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { FormErrorSummary } from '#web/components/form-error-summary.tsx';
import classes from './content-form.module.css';

interface ContentFormFrameProps {
  /** The form's submit handler (`form.onSubmit(...)` of the contract form). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The contract form: its error summary leads the form. */
  form: Parameters<typeof FormErrorSummary>[0]['form'];
  /** The server's refusal of the last try, if any: it stays until an edit or the next try. */
  errorMessage: string | undefined;
  /** Called on any edit in the form. */
  onInput?: FormEventHandler<HTMLFormElement>;
  /** Shown once the save succeeded. */
  successMessage: string | null;
  isSaving: boolean;
  isSaved: boolean;
  submitLabel: string;
  /** The feature's own fields. */
  children: ReactNode;
}

/**
 * The frame of a content form: the error summary, the fields, the server's error or the success,
 * and the submit button.
 */
export function ContentFormFrame(props: ContentFormFrameProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.form}>
      <form onSubmit={props.onSubmit} onInput={props.onInput} noValidate>
        <Stack gap="lg">
          <FormErrorSummary form={props.form} />
          {props.children}

          {props.errorMessage && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {props.errorMessage}
            </Alert>
          )}
          {props.isSaved && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
              {props.successMessage}
            </Alert>
          )}

          <Group justify="flex-end">
            <Button type="submit" size="md" loading={props.isSaving} disabled={props.isSaved}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

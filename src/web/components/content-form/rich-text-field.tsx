import { Input, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useMessages } from '#web/i18n/use-messages.ts';
import { loadPrivateStyles } from '#web/lib/private-styles.ts';
import classes from './content-form.module.css';

// TipTap and its styles are a chunk of their own, fetched when a form first shows, with the
// private pages' stylesheet (its colour picker's styles): a case's update form is on a public page.
const RichTextEditorField = lazy(
  async () =>
    (
      await Promise.all([
        import('#web/components/rich-text-editor/rich-text-editor.tsx'),
        loadPrivateStyles(),
      ])
    )[0],
);

interface RichTextFieldProps {
  label: string;
  initialContent: string;
  onChange: (html: string) => void;
  /** The editable area's id (the form's `fieldProps`), for the error summary's link. */
  id?: string;
  /** Its own message, shown under it and tied to it (`aria-describedby`, `aria-invalid`). */
  error?: string;
  placeholder?: string;
  /** How far from the window's top the formatting toolbar stays (px); under the header by default. */
  stickyOffset?: number;
  /** The content's language (BCP 47), when known: the editor writes in its direction. */
  language?: string;
}

/**
 * A required rich text field: its label, the editor once its chunk has loaded, and its error
 * under it, as a Mantine input has them.
 */
export function RichTextField({ label, id, error, ...editor }: RichTextFieldProps) {
  const t = useMessages('shellParts');
  const labelId = useId();
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <Stack gap={6}>
      <Text component="div" id={labelId} fw={500} size="sm">
        {label}{' '}
        <Text span c="red" aria-hidden="true">
          *
        </Text>
      </Text>
      <Suspense
        fallback={
          <div className={classes.editorLoading} role="status">
            <Loader size="sm" aria-hidden="true" />
            {t('shellParts.editor.loading')}
          </div>
        }
      >
        <RichTextEditorField
          labelId={labelId}
          id={inputId}
          errorId={error ? errorId : undefined}
          {...editor}
        />
      </Suspense>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}

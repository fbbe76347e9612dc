import { Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
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
  isInvalid: boolean;
  placeholder?: string;
  /** How far from the window's top the formatting toolbar stays (px); under the header by default. */
  stickyOffset?: number;
}

/** A required rich text field: its label, and the editor once its chunk has loaded. */
export function RichTextField({ label, ...editor }: RichTextFieldProps) {
  const labelId = useId();
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
            Loading the editor…
          </div>
        }
      >
        <RichTextEditorField labelId={labelId} {...editor} />
      </Suspense>
    </Stack>
  );
}

import { Button, Group, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createCaseUpdateSchema } from '#contracts/case-updates.ts';
import { CASE_UPDATE_MESSAGES } from '#contracts/case-updates.constants.ts';
import { RichTextField } from '#web/components/content-form/rich-text-field.tsx';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { inputsHeldWhile, useContractForm } from '#web/lib/contract-form.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { messageOf, usePostCaseUpdate, type CaseUpdate } from './api.ts';

const EMPTY = { title: '', body: '', postedAt: '' };

/** The contract's own message of each field, also when the editor holds only empty paragraphs. */
const REQUIRED = {
  title: CASE_UPDATE_MESSAGES.titleRequired,
  body: CASE_UPDATE_MESSAGES.bodyRequired,
};

/** The admin's form for news on a case: a title, a short rich text and a date (today if empty). */
export function CaseUpdateForm({
  caseId,
  onPosted,
}: {
  caseId: string;
  /** The update is posted: the list takes focus to it. */
  onPosted: (update: CaseUpdate) => void;
}) {
  const form = useContractForm(createCaseUpdateSchema, {
    initialValues: EMPTY,
    requiredMessages: REQUIRED,
  });
  const post = usePostCaseUpdate(caseId);
  const inputProps = inputsHeldWhile(form, post.isPending);
  const feedback = useTimedMessage(INLINE_MESSAGE_MS);
  // A new editor after each posting, so it starts empty again.
  const [editorKey, setEditorKey] = useState(0);
  // The form opens for "Write an Update": the writer starts at its first field.
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    feedback.clear();
    form.onSubmit((input) =>
      post.mutate(input, {
        onSuccess: (update) => {
          form.setValues(EMPTY);
          setEditorKey((key) => key + 1);
          feedback.show(
            'success',
            'The update is posted; donors who asked for updates get it by e-mail',
          );
          onPosted(update);
        },
        onError: (error) => feedback.show('error', messageOf(error, 'Failed to post the update')),
      }),
    )();
  };

  return (
    <FormWithSummary form={form} onSubmit={submit} aria-label="Post an update" gap="sm">
      <TextInput
        ref={titleRef}
        label="Update title"
        required
        maxLength={200}
        {...inputProps('title')}
      />
      <RichTextField
        key={editorKey}
        label="What happened"
        initialContent=""
        onChange={(html) => form.setFieldValue('body', html)}
        {...form.fieldProps('body')}
        placeholder="Tell the donors what their gifts did…"
      />
      <TextInput
        label="Date"
        description="Today if left empty"
        type="date"
        {...inputProps('postedAt')}
      />
      <FormMessage message={feedback.message} />
      <Group>
        <Button
          type="submit"
          loading={post.isPending}
          leftSection={<IconSend size={16} aria-hidden="true" />}
        >
          Post update
        </Button>
      </Group>
    </FormWithSummary>
  );
}

import { Button, Group, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { createCaseUpdateSchema } from '#contracts/case-updates.ts';
import { RichTextField } from '#web/components/content-form/rich-text-field.tsx';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { inputsHeldWhile, useContractForm } from '#web/lib/contract-form.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { submitOnce } from './submit-once.ts';
import { messageOf, usePostCaseUpdate, type CaseUpdate } from './api.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

const EMPTY = { title: '', body: '', postedAt: '' };

/** The admin's form for news on a case: a title, a short rich text and a date (today if empty). */
export function CaseUpdateForm({
  caseId,
  onPosted,
}: {
  caseId: string;
  /** The update is posted: the list takes focus to it. */
  onPosted: (update: CaseUpdate) => void;
}) {
  const t = useMessages('donations');
  // The contract's own message of each field, also when the editor holds only empty paragraphs.
  const form = useContractForm(createCaseUpdateSchema, {
    initialValues: EMPTY,
    requiredMessages: {
      title: t('donations.updateForm.titleRequired'),
      body: t('donations.updateForm.bodyRequired'),
    },
  });
  const post = usePostCaseUpdate(caseId);
  const inputProps = inputsHeldWhile(form, post.isPending);
  const feedback = useTimedMessage(INLINE_MESSAGE_MS);
  // A new editor after each posting, so it starts empty again.
  const [editorKey, setEditorKey] = useState(0);
  // The form opens for "Write an Update": the writer starts at its first field.
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const submit = submitOnce(form, post.isPending, feedback, (input) =>
    post.mutate(input, {
      onSuccess: (update) => {
        form.setValues(EMPTY);
        setEditorKey((key) => key + 1);
        feedback.show('success', t('donations.updateForm.posted'));
        onPosted(update);
      },
      onError: (error) =>
        feedback.show('error', messageOf(error, t('donations.updateForm.failed'))),
    }),
  );

  return (
    <FormWithSummary
      form={form}
      onSubmit={submit}
      aria-label={t('donations.updateForm.label')}
      gap="sm"
    >
      <TextInput
        ref={titleRef}
        label={t('donations.updateForm.title')}
        required
        maxLength={200}
        {...inputProps('title')}
      />
      <RichTextField
        key={editorKey}
        label={t('donations.updateForm.body')}
        initialContent=""
        onChange={(html) => form.setFieldValue('body', html)}
        {...form.fieldProps('body')}
        placeholder={t('donations.updateForm.bodyPlaceholder')}
      />
      <TextInput
        label={t('donations.updateForm.date')}
        description={t('donations.updateForm.dateHint')}
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
          {t('donations.updateForm.submit')}
        </Button>
      </Group>
    </FormWithSummary>
  );
}

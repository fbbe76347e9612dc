import { Button, Group, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { editCommentSchema, replySchema } from '#contracts/comments.ts';
import { COMMENT_MAX_LENGTH } from '#contracts/comments.constants.ts';
import { FormErrorSummary } from '#web/components/form-error-summary.tsx';
import { useContractForm } from '#web/lib/contract-form.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { MentionTextarea } from './mention-textarea.tsx';

/**
 * The rules of the text (the server's): its length and what to say when empty. A reply follows
 * a comment's rules, with its own message when empty.
 */
const TEXT_RULES = {
  comment: editCommentSchema,
  reply: replySchema.pick({ content: true }),
};

interface CommentComposerProps {
  label: string;
  /** Hide the label visually (it is still read out). */
  hideLabel?: boolean;
  placeholder?: string;
  submitLabel: string;
  initialValue?: string;
  /** Whose rules the text follows: a comment's unless it is a reply. */
  rules?: keyof typeof TEXT_RULES;
  /** Whether an empty text shows the schema's message; without it, it just does nothing. */
  announcesEmpty?: boolean;
  /** The saving mutation is out. */
  isPending: boolean;
  autoFocus?: boolean;
  /** Saves the trimmed text and calls `saved` once it is: the box then empties itself. */
  onSave: (content: string, saved: () => void) => void;
  onCancel?: () => void;
}

/**
 * The comment box of the post page, also used for replies and edits: mention suggestions, the
 * spec's remaining-character counter, and a text over 200 characters is never sent.
 */
export function CommentComposer({
  label,
  hideLabel,
  placeholder,
  submitLabel,
  initialValue = '',
  rules = 'comment',
  announcesEmpty = false,
  isPending,
  autoFocus,
  onSave,
  onCancel,
}: CommentComposerProps) {
  const t = useMessages('comments');
  const form = useContractForm(TEXT_RULES[rules], { initialValues: { content: initialValue } });
  const content = form.getValues().content;
  const remaining = COMMENT_MAX_LENGTH - content.length;
  const isTooLong = remaining < 0;

  // The spec: submitting over 200 characters does nothing; a failed save keeps the text. An
  // empty text keeps focus in the box (`useContractForm`), said only where `announcesEmpty`.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => {
      if (isPending || isTooLong) return;
      onSave(values.content, () => form.setFieldValue('content', ''));
    })(event);

  return (
    <form onSubmit={submit} noValidate>
      {announcesEmpty && <FormErrorSummary form={form} />}
      <MentionTextarea
        label={hideLabel ? undefined : label}
        aria-label={hideLabel ? label : undefined}
        placeholder={placeholder}
        value={content}
        onChange={(value) => form.setFieldValue('content', value)}
        autosize
        minRows={3}
        maxRows={10}
        autoFocus={autoFocus}
        // The counter sits under the box and is tied to it (aria-describedby) by Mantine.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          <Text span size="xs" c={isTooLong ? 'red' : 'dimmed'} fw={isTooLong ? 700 : 400}>
            {isTooLong
              ? t('comments.composer.overLimit', { over: -remaining, max: COMMENT_MAX_LENGTH })
              : t('comments.composer.remaining', { remaining })}
          </Text>
        }
        // Stays until the text changes or it is sent again (`useContractForm`).
        id={form.fieldProps('content').id}
        error={announcesEmpty ? form.fieldProps('content').error : undefined}
      />
      <Group justify="flex-end" mt="xs" gap="xs" wrap="nowrap">
        {onCancel && (
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('comments.composer.cancel')}
          </Button>
        )}
        <Button type="submit" size="xs" loading={isPending} disabled={isTooLong}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}

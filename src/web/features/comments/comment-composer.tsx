import { Button, Group, Text } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH } from '#contracts/comments.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { MentionTextarea } from './mention-textarea.tsx';

interface CommentComposerProps {
  label: string;
  /** Hide the label visually (it is still read out). */
  hideLabel?: boolean;
  placeholder?: string;
  submitLabel: string;
  initialValue?: string;
  /** Shown when the trimmed text is empty; without it an empty text just does nothing. */
  emptyMessage?: string;
  isPending: boolean;
  autoFocus?: boolean;
  /** Resolves when saved: the box then empties itself. */
  onSubmit: (content: string) => Promise<unknown>;
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
  emptyMessage,
  isPending,
  autoFocus,
  onSubmit,
  onCancel,
}: CommentComposerProps) {
  const [content, setContent] = useState(initialValue);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const error = useTimedMessage(INLINE_MESSAGE_MS);
  const remaining = COMMENT_MAX_LENGTH - content.length;
  const isTooLong = remaining < 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The spec: submitting over 200 characters does nothing.
    if (isPending || isTooLong) return;
    const text = content.trim();
    if (!text) {
      if (emptyMessage) error.show('error', emptyMessage);
      textareaRef.current?.focus();
      return;
    }
    error.clear();
    try {
      await onSubmit(text);
      setContent('');
    } catch {
      // The caller showed the failure; the text stays for another try.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <MentionTextarea
        ref={textareaRef}
        label={hideLabel ? undefined : label}
        aria-label={hideLabel ? label : undefined}
        placeholder={placeholder}
        value={content}
        onChange={setContent}
        autosize
        minRows={3}
        maxRows={10}
        autoFocus={autoFocus}
        // The counter sits under the box and is tied to it (aria-describedby) by Mantine.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          <Text span size="xs" c={isTooLong ? 'red' : 'dimmed'} fw={isTooLong ? 700 : 400}>
            {isTooLong
              ? `${-remaining} characters over the limit of ${COMMENT_MAX_LENGTH}`
              : `${remaining} characters remaining`}
          </Text>
        }
        error={error.message?.text}
        errorProps={{ role: 'alert' }}
      />
      <Group justify="flex-end" mt="xs" gap="xs" wrap="nowrap">
        {onCancel && (
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="xs" loading={isPending} disabled={isTooLong}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}

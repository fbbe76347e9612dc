import { Avatar, Textarea, VisuallyHidden, type TextareaProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  forwardRef,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { MENTION_SUGGESTIONS } from '#contracts/comments.constants.ts';
import { useUserSearch } from '#web/features/users/api.ts';
import { findMentionQuery, insertMention } from './mention-query.ts';
import classes from './mention-textarea.module.css';
import { avatarSource } from '#web/lib/image-sources.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

type MentionTextareaProps = Omit<TextareaProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A textarea that suggests usernames while a mention is typed: `@` at the start or after a
 * space, then letters, brings up to 5 matching members. Arrow keys move through them, Enter or
 * Tab inserts one, Escape closes the list; a click works too.
 */
export const MentionTextarea = forwardRef<HTMLTextAreaElement, MentionTextareaProps>(
  function MentionTextarea({ value, onChange, onKeyDown, ...props }, ref) {
    const t = useMessages('comments');
    const textareaRef = useRef<HTMLTextAreaElement>(null);
    useImperativeHandle(ref, () => textareaRef.current!, []);
    const listId = useId();
    const [caret, setCaret] = useState(value.length);
    const [activeIndex, setActiveIndex] = useState(0);
    // Escape closes the list for the mention it was pressed on (identified by its `@`).
    const [dismissedAt, setDismissedAt] = useState<number | null>(null);
    const pendingCaret = useRef<number | null>(null);

    const mention = findMentionQuery(value, caret);
    const query = mention && mention.query.length > 0 ? mention.query : '';
    const [debouncedQuery] = useDebouncedValue(query, 150);
    const suggestions = useUserSearch(debouncedQuery, MENTION_SUGGESTIONS, debouncedQuery !== '');
    const users = query && debouncedQuery ? (suggestions.data ?? []) : [];
    const isOpen = Boolean(mention) && mention?.start !== dismissedAt && users.length > 0;
    const active = Math.min(activeIndex, Math.max(users.length - 1, 0));

    useLayoutEffect(() => {
      if (pendingCaret.current === null || !textareaRef.current) return;
      textareaRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
      setCaret(pendingCaret.current);
      pendingCaret.current = null;
    }, [value]);

    const readCaret = () => setCaret(textareaRef.current?.selectionStart ?? value.length);

    const choose = (username: string) => {
      if (!mention) return;
      const next = insertMention(value, caret, mention, username);
      pendingCaret.current = next.caret;
      setActiveIndex(0);
      onChange(next.text);
      textareaRef.current?.focus();
    };

    const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (isOpen) {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setActiveIndex((active + step + users.length) % users.length);
          return;
        }
        if (event.key === 'Enter' || event.key === 'Tab') {
          event.preventDefault();
          const user = users[active];
          if (user) choose(user.username);
          return;
        }
        if (event.key === 'Escape') {
          // Closes the list only, not a dialog around the field.
          event.preventDefault();
          event.stopPropagation();
          setDismissedAt(mention?.start ?? null);
          return;
        }
      }
      onKeyDown?.(event);
    };

    const optionId = (index: number) => `${listId}-option-${index}`;

    return (
      <div className={classes.root}>
        <Textarea
          {...props}
          ref={textareaRef}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setCaret(event.currentTarget.selectionStart);
            setActiveIndex(0);
          }}
          onKeyDown={handleKeyDown}
          onKeyUp={readCaret}
          onClick={readCaret}
          onSelect={readCaret}
          aria-autocomplete="list"
          aria-controls={isOpen ? listId : undefined}
          aria-activedescendant={isOpen ? optionId(active) : undefined}
        />
        {isOpen && (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('comments.mentions.label')}
            className={classes.listbox}
          >
            {users.map((user, index) => (
              <li
                key={user._id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={classes.option}
                // Keep the focus in the textarea while picking with the mouse.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(user.username)}
                onMouseEnter={() => setActiveIndex(index)}
              >
                <Avatar src={avatarSource(user.profilePicture, 24)} alt="" size={24} radius="xl" />
                <span className={classes.username}>{user.username}</span>
              </li>
            ))}
          </ul>
        )}
        <VisuallyHidden role="status">
          {isOpen ? t('comments.mentions.count', { count: users.length }) : ''}
        </VisuallyHidden>
      </div>
    );
  },
);

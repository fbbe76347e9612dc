import { Group } from '@mantine/core';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LocalDate } from '#web/components/local-date.tsx';
import { readingMinutes } from '#web/lib/post-text.ts';
import { MetaItem } from './content-article.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** A post's meta line, on its page and in the editor's preview: who, when, how long a read. */
export function PostMeta({
  byline,
  date,
  html,
}: {
  byline: ReactNode;
  date: Date | string;
  html: string;
}) {
  const t = useMessages('posts');
  const minutes = readingMinutes(html);
  return (
    <>
      {byline}
      <Group gap="md" wrap="wrap">
        <MetaItem icon={IconCalendar}>
          <LocalDate value={date} />
        </MetaItem>
        <MetaItem icon={IconClock}>
          <span>{t('posts.meta.readingTime', { minutes })}</span>
        </MetaItem>
      </Group>
    </>
  );
}

import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconCalendar, IconInfoCircle, IconMapPin } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { useStoryBySlug, type Story } from './api.ts';
import { useCountStoryView } from './api-writing.ts';
import {
  ContentArticle,
  ContentPageFrame,
  MetaItem,
} from '#web/components/content-article/content-article.tsx';
import { LocalDate } from '#web/components/local-date.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { NarrativeContact } from './narrative-contact.tsx';
import { useNarrativeLabels } from './narrative-labels.tsx';
import { StatusBadge } from './narrative-status.tsx';
import { ShareRow } from '#web/components/share-row.tsx';
import { RequestRemoval } from './request-removal.tsx';
import { NarrativeDonationCase } from './narrative-donation-case.tsx';
import { LinkButton } from '#web/components/link-button.tsx';
import { MoreToRead } from '#web/components/more-to-read.tsx';
import { NarrativeCard } from './narrative-card.tsx';
import { ListError } from '#web/components/lists/list-error.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * Counts one view per opening of a published narrative. The ref survives React's development
 * double effects, and moving to another narrative through a link counts that one.
 */
function useCountView(story: Story | undefined) {
  const countedFor = useRef<string | null>(null);
  const id = story?.status === 'approved' ? story._id : undefined;
  const { mutate: countView } = useCountStoryView();
  useEffect(() => {
    if (!id || countedFor.current === id) return;
    countedFor.current = id;
    countView(id, {
      onError: (error: unknown) => console.warn('Could not count view', error),
    });
  }, [id, countView]);
}

function NarrativeArticle({ story }: { story: Story }) {
  const t = useMessages('stories');
  const labels = useNarrativeLabels();
  // The author (who may edit it) is told why it is not public; reviewers see its status instead.
  const isOwnUnpublished = story.can.edit && !story.can.review && story.status !== 'approved';

  return (
    <Stack gap="xl">
      <Group>
        <LinkButton to="/stories" variant="subtle" icon={IconArrowLeft}>
          {t('stories.page.back')}
        </LinkButton>
      </Group>

      {isOwnUnpublished && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />} role="note">
          {story.status === 'pending'
            ? t('stories.page.pendingNote')
            : t('stories.page.rejectedNote')}
        </Alert>
      )}

      <ContentArticle
        titleId="narrative-title"
        title={story.title}
        language={story.language}
        top={
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" size="lg" radius="sm">
              {labels.category(story.category)}
            </Badge>
            {story.can.review && <StatusBadge status={story.status} />}
          </Group>
        }
        meta={
          <Group gap="md" wrap="wrap">
            <MetaItem icon={IconMapPin}>
              <span>{story.country}</span>
            </MetaItem>
            <MetaItem icon={IconCalendar}>
              <LocalDate value={story.createdAt} />
            </MetaItem>
          </Group>
        }
        image={story.image}
        imageAlt={story.imageAlt}
        imageFocus={story.coverFocus}
        html={story.body}
      />
      <ShareRow path={`/narrative/${encodeURIComponent(story.slug)}`} title={story.title} />

      <NarrativeDonationCase donationCase={story.donationCase} />
      <NarrativeContact story={story} />
      {story.status === 'approved' && <RequestRemoval storyId={story._id} />}

      <MoreToRead
        lists={[
          {
            id: 'more-from-author-title',
            title: t('stories.page.moreFromAuthor', { author: story.author.username }),
            items: story.moreFromAuthor,
          },
          {
            id: 'related-narratives-title',
            title: t('stories.page.related'),
            items: story.related,
          },
        ]}
        card={(item) => <NarrativeCard story={item} />}
      />
    </Stack>
  );
}

/** /narrative/{slug}: an unknown narrative (or one not yet published) goes to /not-found. */
export function NarrativePage() {
  const t = useMessages('stories');
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const story = useStoryBySlug(slug);
  usePageTitle(story.data?.title ?? t('stories.page.title'));
  useCountView(story.data);

  const isMissing =
    story.isError &&
    isApiError(story.error) &&
    (story.error.statusCode === 404 || story.error.statusCode === 400);
  useEffect(() => {
    if (isMissing) void navigate('/not-found', { replace: true });
  }, [isMissing, navigate]);

  if (story.isError && !isMissing) {
    return (
      <ContentPageFrame loadingLabel={t('stories.page.loading')}>
        <ListError
          title={t('stories.page.fetchFailed')}
          message={errorMessage(story.error, t('stories.page.fetchFailed'))}
          onRetry={() => void story.refetch()}
        >
          <Button size="xs" variant="subtle" component={Link} to="/stories">
            {t('stories.page.back')}
          </Button>
        </ListError>
      </ContentPageFrame>
    );
  }

  return (
    <ContentPageFrame loadingLabel={t('stories.page.loading')}>
      {story.data && <NarrativeArticle key={story.data._id} story={story.data} />}
    </ContentPageFrame>
  );
}

import { Alert, Button, Group } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ContactPlatform, NarrativeCategory } from '#contracts/stories.ts';
import { canManageStory, canReviewStories, statusAfterSave } from '#contracts/policies/stories.ts';
import { actorOf } from '#web/lib/actor.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { useStoryById, useStoryContact, useUpdateStory } from './api-writing.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useAppStore } from '#web/state/app-store.ts';
import { NarrativeForm, ReviewNotice } from './narrative-form.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

const MY_NARRATIVES = '/dashboard?tab=narratives';

/**
 * /update-narrative/{storyId}: the form prefilled. Only the narrative's author or an admin may
 * use it; anyone else (and anyone asking for a narrative they cannot see) goes to My Narratives.
 */
export function UpdateNarrativePage() {
  const t = useMessages('stories');
  const { storyId = '' } = useParams();
  const navigate = useNavigate();
  const currentUser = useAppStore((state) => state.currentUser);
  const story = useStoryById(storyId);
  const update = useUpdateStory(storyId);
  const data = story.data;
  const actor = actorOf(currentUser);
  const isPublishedAtOnce = statusAfterSave(actor) === 'approved';
  const mayEdit = Boolean(data && canManageStory(actor, data));
  // A contact on request is in no narrative answer: the form asks for it, as its author may.
  const isOnRequest = data?.contactVisibility === 'on_request';
  const contact = useStoryContact(storyId, mayEdit && isOnRequest);

  // Unknown, unpublished and someone else's: the server answers 404 or 400 to those it hides.
  const isHidden =
    story.isError &&
    isApiError(story.error) &&
    (story.error.statusCode === 404 || story.error.statusCode === 400);
  const mustLeave = isHidden || (data !== undefined && !mayEdit);
  useEffect(() => {
    if (mustLeave) void navigate(MY_NARRATIVES, { replace: true });
  }, [mustLeave, navigate]);

  let body;
  const failure = story.isError && !isHidden ? story.error : contact.error;
  if (failure) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
        {errorMessage(failure, t('stories.page.fetchFailed'))}
        <Group mt="sm" gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => void (story.isError ? story.refetch() : contact.refetch())}
          >
            {t('stories.update.tryAgain')}
          </Button>
          <Button component={Link} to={MY_NARRATIVES} size="xs" variant="subtle">
            {t('stories.update.myNarratives')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (!data || !mayEdit || (isOnRequest && !contact.data)) {
    body = <CenteredLoader label={t('stories.page.loading')} py={64} isStatus />;
  } else {
    body = (
      <>
        <ReviewNotice isPublishedAtOnce={isPublishedAtOnce} isUpdate />
        <NarrativeForm
          initialValues={{
            title: data.title,
            body: data.body,
            country: data.country,
            category: data.category as NarrativeCategory,
            contactPlatform: data.contactPlatform as ContactPlatform,
            contactUsername: contact.data?.contactUsername ?? data.contactUsername,
            contactVisibility: data.contactVisibility,
            image: data.image,
            imageAlt: data.imageAlt,
            coverFocus: data.coverFocus,
          }}
          submitLabel={t('stories.update.submit')}
          successMessage={isPublishedAtOnce ? t('stories.update.saved') : t('stories.update.sent')}
          redirectTo={canReviewStories(actor) ? '/dashboard?tab=allnarratives' : MY_NARRATIVES}
          mutation={update}
        />
      </>
    );
  }

  return (
    <PageFrame
      title={t('stories.update.title')}
      size="md"
      description={t('stories.update.description')}
    >
      {body}
    </PageFrame>
  );
}

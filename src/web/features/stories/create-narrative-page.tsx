import { useActor } from '#web/lib/use-actor.ts';
import { statusAfterSave } from '#contracts/policies/stories.ts';
import { useCreateStory } from './api-writing.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { NarrativeForm, ReviewNotice } from './narrative-form.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** /create-narrative (publishers and admins, by the route guard); then My Narratives. */
export function CreateNarrativePage() {
  const t = useMessages('stories');
  const create = useCreateStory();
  const isPublishedAtOnce = statusAfterSave(useActor()) === 'approved';
  return (
    <PageFrame
      title={t('stories.create.title')}
      size="md"
      description={t('stories.create.description')}
    >
      <ReviewNotice isPublishedAtOnce={isPublishedAtOnce} isUpdate={false} />
      <NarrativeForm
        submitLabel={t('stories.create.submit')}
        successMessage={
          isPublishedAtOnce ? t('stories.create.published') : t('stories.create.sent')
        }
        redirectTo="/dashboard?tab=narratives"
        mutation={create}
      />
    </PageFrame>
  );
}

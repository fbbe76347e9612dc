import { useActor } from '#web/lib/use-actor.ts';
import { statusAfterSave } from '#contracts/policies/stories.ts';
import { useCreateStory } from './api-writing.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { NarrativeForm, ReviewNotice } from './narrative-form.tsx';

/** /create-narrative (publishers and admins, by the route guard); then My Narratives. */
export function CreateNarrativePage() {
  const create = useCreateStory();
  const isPublishedAtOnce = statusAfterSave(useActor()) === 'approved';
  return (
    <PageFrame
      title="Share Your Narrative"
      size="md"
      description="Describe a help request, where it comes from and how people can reach the person who needs help."
    >
      <ReviewNotice isPublishedAtOnce={isPublishedAtOnce} isUpdate={false} />
      <NarrativeForm
        submitLabel="Share Narrative"
        successMessage={
          isPublishedAtOnce
            ? 'Your narrative is published. Opening your narratives…'
            : 'Your narrative was sent for review. Opening your narratives…'
        }
        redirectTo="/dashboard?tab=narratives"
        mutation={create}
      />
    </PageFrame>
  );
}

import { useCreateStory } from './api-writing.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useAppStore } from '#web/state/app-store.ts';
import { NarrativeForm, ReviewNotice } from './narrative-form.tsx';

/** /create-narrative (publishers and admins, by the route guard); then My Narratives. */
export function CreateNarrativePage() {
  const create = useCreateStory();
  const isAdmin = useAppStore((state) => Boolean(state.currentUser?.isAdmin));
  return (
    <PageFrame
      title="Share your narrative"
      size="md"
      description="Describe a help request, where it comes from and how people can reach the person who needs help."
    >
      <ReviewNotice isAdmin={isAdmin} isUpdate={false} />
      <NarrativeForm
        submitLabel="Share Narrative"
        successMessage={
          isAdmin
            ? 'Your narrative is published. Opening your narratives…'
            : 'Your narrative was sent for review. Opening your narratives…'
        }
        redirectTo="/dashboard?tab=narratives"
        mutation={create}
      />
    </PageFrame>
  );
}

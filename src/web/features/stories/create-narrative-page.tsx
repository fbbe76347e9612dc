import { PageFrame } from '#web/components/page-frame.tsx';

export function CreateNarrativePage() {
  return (
    <PageFrame
      title="Share your narrative"
      size="md"
      description="Describe a help request, where it comes from and how people can reach you."
    />
  );
}

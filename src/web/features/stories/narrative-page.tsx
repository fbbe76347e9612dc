import { PageFrame } from '#web/components/page-frame.tsx';

export function NarrativePage() {
  return (
    <PageFrame
      title="Narrative"
      size="md"
      description="The full help request, with where it comes from and how to get in touch with its author."
    />
  );
}

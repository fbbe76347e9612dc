import { PageFrame } from '#web/components/page-frame.tsx';

export function UpdateNarrativePage() {
  return (
    <PageFrame
      title="Update narrative"
      size="md"
      description="Edit a narrative; updated narratives are reviewed again before they are published."
    />
  );
}

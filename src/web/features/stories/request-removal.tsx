import { Button, Group } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMessages } from '#web/i18n/use-messages.ts';

// The form and its rules load the first time someone opens it: readers rarely do.
const Dialog = lazy(async () => ({
  default: (await import('./request-removal-dialog.tsx')).RequestRemovalDialog,
}));

/** Tells its parent once the suspended dialog beside it is on the page. */
function Drawn({ onDrawn }: { onDrawn: (isDrawn: true) => void }) {
  useEffect(() => onDrawn(true), [onDrawn]);
  return null;
}

/**
 * "Request Removal" under a published narrative, open to anyone, signed in or not. The dialog
 * is drawn closed first and opened a moment later, so it returns focus to this button.
 */
export function RequestRemoval({ storyId }: { storyId: string }) {
  const t = useMessages('stories');
  const [opened, setOpened] = useState(false);
  const [isDrawn, setIsDrawn] = useState(false);
  return (
    <>
      <Group justify="flex-end">
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          leftSection={<IconFlag size={16} aria-hidden="true" />}
          onClick={() => setOpened(true)}
        >
          {t('stories.removal.button')}
        </Button>
      </Group>
      {(opened || isDrawn) && (
        <Suspense fallback={null}>
          <Dialog storyId={storyId} opened={opened && isDrawn} onClose={() => setOpened(false)} />
          <Drawn onDrawn={setIsDrawn} />
        </Suspense>
      )}
    </>
  );
}

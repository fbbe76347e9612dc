import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconHeartHandshake, IconLock } from '@tabler/icons-react';
import { CoverImage } from '#web/components/cover-image.tsx';
import { Link } from 'react-router';
import { MESSAGES } from './api.ts';
import { Notice } from './notice.tsx';
import { LinkButton } from '#web/components/link-button.tsx';
import { ListError } from '#web/components/lists/list-error.tsx';

/** The progress bar is shared with the narrative page (`components/goal-progress.tsx`). */
export { GoalProgress } from '#web/components/goal-progress.tsx';

/** A case's image, or the placeholder with the giving hands. */
export function CaseCover(props: Omit<Parameters<typeof CoverImage>[0], 'placeholderIcon'>) {
  return <CoverImage {...props} placeholderIcon={IconHeartHandshake} />;
}

/** What someone who is not an admin sees on the admin pages: who may use them, and ways out. */
export function NoPermission() {
  return (
    <Notice color="red" icon={IconLock} role="alert" title="Only admins can manage donation cases">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {MESSAGES.noPermission}. Donation cases are opened and looked after by Hearth's admins.
          You can still give to any open case.
        </Text>
        <Group gap="xs">
          <Button component={Link} to="/donate" size="xs" variant="default">
            Back to Donations
          </Button>
          <Button component={Link} to="/" size="xs" variant="default">
            Back to Home
          </Button>
        </Group>
      </Stack>
    </Notice>
  );
}

/** An error alert with a way out: the spec's missing case, or a failed load with a retry. */
export function CaseProblem({
  message,
  title,
  onRetry,
  backTo = '/donate',
  backLabel = 'Back to Donations',
}: {
  message: string;
  title?: string;
  onRetry?: () => void;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <ListError message={message} title={title} onRetry={onRetry}>
      <LinkButton to={backTo} size="xs" variant="default" icon={IconArrowLeft} iconSize={14}>
        {backLabel}
      </LinkButton>
    </ListError>
  );
}

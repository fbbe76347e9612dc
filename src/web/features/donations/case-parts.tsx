import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { IconArrowLeft, IconHeartHandshake, IconLock } from '@tabler/icons-react';
import { CoverImage } from '#web/components/cover-image.tsx';
import { Link } from 'react-router';
import { Notice } from './notice.tsx';
import { LinkButton } from '#web/components/link-button.tsx';
import { ListError } from '#web/components/lists/list-error.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** The progress bar is shared with the narrative page (`components/goal-progress.tsx`). */
export { GoalProgress } from '#web/components/goal-progress.tsx';

/** A case's image, or the placeholder with the giving hands. */
export function CaseCover(props: Omit<Parameters<typeof CoverImage>[0], 'placeholderIcon'>) {
  return <CoverImage {...props} placeholderIcon={IconHeartHandshake} />;
}

/** What someone who is not an admin sees on the admin pages: who may use them, and ways out. */
export function NoPermission() {
  const t = useMessages('donations');
  return (
    <Notice color="red" icon={IconLock} role="alert" title={t('donations.noPermission.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('donations.noPermission.text')}</Text>
        <Group gap="xs">
          <Button component={Link} to="/donate" size="xs" variant="default">
            {t('donations.backToDonations')}
          </Button>
          <Button component={Link} to="/" size="xs" variant="default">
            {t('donations.noPermission.backHome')}
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
  backLabel,
}: {
  message: string;
  title?: string;
  onRetry?: () => void;
  backTo?: string;
  backLabel?: string;
}) {
  const t = useMessages('donations');
  return (
    <ListError message={message} title={title} onRetry={onRetry}>
      <LinkButton to={backTo} size="xs" variant="default" icon={IconArrowLeft} iconSize={14}>
        {backLabel ?? t('donations.backToDonations')}
      </LinkButton>
    </ListError>
  );
}

/**
 * A page of cases (Donate, Manage Donations): its title, in the tab as well, its introduction
 * and what follows it, the admins' actions at the end of the head, then the page's content.
 */
export function CasesPage({
  size,
  title,
  intro,
  below,
  actions,
  children,
}: {
  size: 'md' | 'lg';
  title: string;
  intro: string;
  below?: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container size={size} py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap="xs">
            <Title order={1}>{title}</Title>
            <Text size="lg" c="dimmed" maw={680}>
              {intro}
            </Text>
            {below}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

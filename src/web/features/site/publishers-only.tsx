import { Group, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { BecomePublisherButton } from '#web/features/site/become-publisher-button.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import type { PublisherAction } from '#web/components/guards.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { LinkButton } from '#web/components/link-button.tsx';

interface PublishersOnlyPageProps {
  /** What the page is for, as in "Only publishers can write posts". */
  action: PublisherAction;
}

/**
 * What a signed-in member who is not a publisher sees on a publisher's page: who may use it
 * and the way to become one, instead of a sign-in form they have no use for.
 */
export function PublishersOnlyPage({ action }: PublishersOnlyPageProps) {
  const t = useMessages('sitePages');
  return (
    <PageFrame title={t(`sitePages.publishersOnly.${action}`)} size="sm">
      <Stack gap="md" align="flex-start">
        <Text>{t('sitePages.publishersOnly.text')}</Text>
        <Group gap="sm">
          <BecomePublisherButton />
          <LinkButton to="/" variant="default" icon={IconHome} iconSize={18}>
            {t('sitePages.publishersOnly.home')}
          </LinkButton>
        </Group>
      </Stack>
    </PageFrame>
  );
}

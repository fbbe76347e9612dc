import { Alert, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconCopy,
  IconExternalLink,
  IconEye,
} from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import type { Story } from './api.ts';
import { useStoryContact } from './api-writing.ts';
import { contactHref } from './contact-link.ts';
import { ContactPlatformIcon, useNarrativeLabels } from './narrative-labels.tsx';
import classes from './narrative-page.module.css';
import { Message } from '#web/i18n/message.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import type { NamespaceIds } from '#web/i18n/namespaces.ts';

const ACTION_LABELS: Partial<Record<string, NamespaceIds['stories']>> = {
  email: 'stories.contact.email',
  whatsapp: 'stories.contact.whatsapp',
  telegram: 'stories.contact.telegram',
  facebook: 'stories.contact.facebook',
};

/** The platform, the username, and a link made safe for it. */
function ContactDetails({
  platform: platformName,
  username,
}: {
  platform: string;
  username: string;
}) {
  const t = useMessages('stories');
  const href = contactHref(platformName, username);
  const platform = useNarrativeLabels().platform(platformName);
  const isMail = href?.startsWith('mailto:');
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <ContactPlatformIcon platform={platformName} size={22} decorative />
        <Text>
          <Message
            namespace="stories"
            id="stories.contact.line"
            values={{ platform, username }}
            components={{ 0: <span className={classes.contactName} /> }}
          />
        </Text>
      </Group>
      <Group gap="sm">
        {href && (
          <Button
            component="a"
            href={href}
            {...(isMail ? {} : { target: '_blank', rel: 'noopener noreferrer nofollow' })}
            leftSection={<ContactPlatformIcon platform={platformName} decorative />}
            rightSection={isMail ? undefined : <IconExternalLink size={16} aria-hidden="true" />}
          >
            {t(ACTION_LABELS[platformName] ?? 'stories.contact.other', { platform })}
          </Button>
        )}
        <CopyButton value={username}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={
                copied ? (
                  <IconCheck size={16} aria-hidden="true" />
                ) : (
                  <IconCopy size={16} aria-hidden="true" />
                )
              }
            >
              {copied ? t('stories.contact.copied') : t('stories.contact.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {platformName === 'discord' && (
        <Text size="sm" c="dimmed">
          {t('stories.contact.discord')}
        </Text>
      )}
    </>
  );
}

/**
 * A contact shown on request: the page never carries it; Show contact asks the server for this
 * one (rate-limited per address), and the answer replaces the button.
 */
function ContactOnRequest({ story }: { story: Story }) {
  const t = useMessages('stories');
  const labels = useNarrativeLabels();
  const [isAsked, setIsAsked] = useState(false);
  const contact = useStoryContact(story._id, isAsked);
  if (contact.data) {
    return (
      <ContactDetails
        platform={contact.data.contactPlatform}
        username={contact.data.contactUsername}
      />
    );
  }
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <ContactPlatformIcon platform={story.contactPlatform} size={22} decorative />
        <Text>
          {t('stories.contact.onRequest', {
            platform: labels.platform(story.contactPlatform),
          })}
        </Text>
      </Group>
      <Group>
        <Button
          leftSection={<IconEye size={16} aria-hidden="true" />}
          loading={contact.isFetching}
          onClick={() => (isAsked ? void contact.refetch() : setIsAsked(true))}
        >
          {t('stories.contact.show')}
        </Button>
      </Group>
      {contact.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {errorMessage(contact.error, t('stories.contact.loadFailed'))}
        </Alert>
      )}
    </>
  );
}

/** How to reach the person: at once when public, after Show contact when on request. */
export function NarrativeContact({ story }: { story: Story }) {
  const t = useMessages('stories');
  return (
    <Paper
      component="section"
      aria-labelledby="narrative-contact-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.contact}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="narrative-contact-title">
          {t('stories.contact.title')}
        </Title>
        {story.contactVisibility === 'on_request' ? (
          <ContactOnRequest story={story} />
        ) : (
          <ContactDetails platform={story.contactPlatform} username={story.contactUsername} />
        )}
      </Stack>
    </Paper>
  );
}

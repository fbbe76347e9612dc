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
import { ContactPlatformIcon, contactPlatformLabel } from './narrative-labels.tsx';
import classes from './narrative-page.module.css';

const ACTION_LABELS: Record<string, string> = {
  email: 'Send an e-mail',
  whatsapp: 'Message on WhatsApp',
  telegram: 'Message on Telegram',
  facebook: 'Open on Facebook',
};

/** The platform, the username, and a link made safe for it. */
function ContactDetails({
  platform: platformName,
  username,
}: {
  platform: string;
  username: string;
}) {
  const href = contactHref(platformName, username);
  const platform = contactPlatformLabel(platformName);
  const isMail = href?.startsWith('mailto:');
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <ContactPlatformIcon platform={platformName} size={22} decorative />
        <Text>
          {platform}: <span className={classes.contactName}>{username}</span>
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
            {ACTION_LABELS[platformName] ?? `Contact on ${platform}`}
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
              {copied ? 'Copied' : 'Copy Contact'}
            </Button>
          )}
        </CopyButton>
      </Group>
      {platformName === 'discord' && (
        <Text size="sm" c="dimmed">
          Add this username as a friend on Discord to send a message.
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
          {contactPlatformLabel(story.contactPlatform)}: shown to visitors who ask, to keep it from
          being collected.
        </Text>
      </Group>
      <Group>
        <Button
          leftSection={<IconEye size={16} aria-hidden="true" />}
          loading={contact.isFetching}
          onClick={() => (isAsked ? void contact.refetch() : setIsAsked(true))}
        >
          Show contact
        </Button>
      </Group>
      {contact.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {errorMessage(contact.error, 'The contact could not be loaded. Please try again.')}
        </Alert>
      )}
    </>
  );
}

/** How to reach the person: at once when public, after Show contact when on request. */
export function NarrativeContact({ story }: { story: Story }) {
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
          Get in Touch
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

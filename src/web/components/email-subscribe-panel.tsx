import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { subscribeBodySchema, type SubscribeBody } from '#contracts/notification-settings.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useContractForm } from '#web/lib/contract-form.ts';
import { FormMessage } from './form-message.tsx';
import { FormWithSummary } from './form-with-summary.tsx';
import { PanelSection } from './panel-section.tsx';

/** The mutation that posts the address (`POST /api/subscriptions`). */
interface SubscribeRequest {
  mutate(
    body: SubscribeBody,
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ): void;
  isPending: boolean;
}

/**
 * "Get new posts by e-mail" on an author's profile, "Get this case's updates by e-mail" on a
 * case's page: an address, then "check your inbox", the same whatever the address (double
 * opt-in: nothing is sent but the confirmation link).
 */
export function EmailSubscribePanel({
  target,
  title,
  intro,
  request,
}: {
  target: { authorId: string } | { caseId: string };
  title: string;
  intro: ReactNode;
  request: SubscribeRequest;
}) {
  const t = useMessages('notifications');
  const headingId = `subscribe-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const form = useContractForm(subscribeBodySchema, {
    initialValues: { email: '', ...target },
    requiredMessages: { email: t('notifications.choices.subscribe.emailRequired') },
  });
  const [isSent, setIsSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = form.onSubmit((body) => {
    setFailure(null);
    request.mutate(body, {
      onSuccess: () => {
        setIsSent(true);
        form.reset();
      },
      onError: (error) => setFailure(errorMessage(error, t('notifications.choices.error.generic'))),
    });
  });

  return (
    <PanelSection headingId={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <IconMailForward
            size={20}
            stroke={1.8}
            aria-hidden="true"
            style={{ verticalAlign: '-3px', marginInlineEnd: 8 }}
          />
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {isSent ? (
          <FormMessage
            message={{ tone: 'success', text: t('notifications.choices.subscribe.checkInbox') }}
          />
        ) : (
          <FormWithSummary form={form} onSubmit={send} gap="sm">
            <TextInput
              label={t('notifications.choices.subscribe.email')}
              type="email"
              name="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <FormMessage message={failure ? { tone: 'error', text: failure } : null} />
            <Button type="submit" loading={request.isPending}>
              {t('notifications.choices.subscribe.submit')}
            </Button>
          </FormWithSummary>
        )}
      </Stack>
    </PanelSection>
  );
}

import { Alert, Button, Checkbox, Group, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import {
  DIGEST_CHOICES,
  NOTIFICATION_SETTING_TYPES,
  type NotificationSettingType,
} from '#contracts/notification-settings.constants.ts';
import {
  notificationSettingsBodySchema,
  type NotificationSettingsResponse,
} from '#contracts/notification-settings.ts';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { RedirectToSignIn } from '#web/components/guards.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { PanelSection } from '#web/components/panel-section.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useContractForm } from '#web/lib/contract-form.ts';
import { INLINE_MESSAGE_MS, useFormMessage } from '#web/lib/use-timed-message.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { useNotificationSettings, useSaveNotificationSettings } from './api.ts';
import { ConfirmLink } from './confirm-link.tsx';
import { UnsubscribeLink } from './unsubscribe-link.tsx';
import { LinkedMessage } from './preferences-link.tsx';

const CHANNELS = ['inApp', 'email', 'push'] as const;

const TYPE_LABELS = {
  comment: 'notifications.choices.type.comment',
  reply: 'notifications.choices.type.reply',
  mention: 'notifications.choices.type.mention',
  like: 'notifications.choices.type.like',
  follow: 'notifications.choices.type.follow',
  new_post: 'notifications.choices.type.newPost',
  decision: 'notifications.choices.type.decision',
  case_update: 'notifications.choices.type.caseUpdate',
} as const satisfies Record<NotificationSettingType, string>;

const CHANNEL_LABELS = {
  inApp: 'notifications.choices.channel.inApp',
  email: 'notifications.choices.channel.email',
  push: 'notifications.choices.channel.push',
} as const;

const DIGEST_LABELS = {
  off: 'notifications.choices.digest.off',
  daily: 'notifications.choices.digest.daily',
  weekly: 'notifications.choices.digest.weekly',
} as const;

/** Every type in the page's order, each with the server's channels for it. */
const valuesOf = (saved: NotificationSettingsResponse) => ({
  settings: NOTIFICATION_SETTING_TYPES.map(
    (type) =>
      saved.settings.find((setting) => setting.type === type) ?? {
        type,
        inApp: true,
        email: false,
        push: false,
      },
  ),
  digest: saved.digest,
});

/** The table of types by channel and the digest choice, saved together. */
function SettingsForm({ saved }: { saved: NotificationSettingsResponse }) {
  const t = useMessages('notifications');
  const ids = useId().replace(/[^a-zA-Z0-9-]/g, '');
  const save = useSaveNotificationSettings();
  const form = useContractForm(notificationSettingsBodySchema, { initialValues: valuesOf(saved) });
  const { message, show, clear, formProps } = useFormMessage(INLINE_MESSAGE_MS * 2);
  const headerId = (channel: string) => `${ids}-channel-${channel}`;
  const rowId = (type: string) => `${ids}-type-${type}`;

  const submit = form.onSubmit((body) => {
    clear();
    save.mutate(body, {
      onSuccess: (answer) => {
        form.setValues(valuesOf(answer));
        form.resetDirty(valuesOf(answer));
        show('success', t('notifications.choices.settings.saved'));
      },
      onError: (error) =>
        show('error', errorMessage(error, t('notifications.choices.settings.saveFailed'))),
    });
  });

  return (
    <FormWithSummary form={form} onSubmit={submit} gap="xl" {...formProps}>
      <PanelSection headingId={`${ids}-channels`}>
        <Stack gap="sm">
          <Title order={2} size="h3" id={`${ids}-channels`}>
            {t('notifications.choices.settings.channelsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('notifications.choices.settings.channelsHint')}
          </Text>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" aria-labelledby={`${ids}-channels`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('notifications.choices.settings.typeColumn')}</Table.Th>
                  {CHANNELS.map((channel) => (
                    <Table.Th key={channel} scope="col" ta="center" id={headerId(channel)}>
                      {t(CHANNEL_LABELS[channel])}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {form.values.settings.map((setting, index) => (
                  <Table.Tr key={setting.type}>
                    <Table.Th scope="row" fw={500} id={rowId(setting.type)}>
                      {t(TYPE_LABELS[setting.type])}
                    </Table.Th>
                    {CHANNELS.map((channel) => (
                      <Table.Td key={channel}>
                        <Group justify="center">
                          <Checkbox
                            {...form.getInputProps(`settings.${index}.${channel}`, {
                              type: 'checkbox',
                            })}
                            aria-labelledby={`${headerId(channel)} ${rowId(setting.type)}`}
                            disabled={save.isPending}
                          />
                        </Group>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed">
            <LinkedMessage id="notifications.choices.settings.pushHint" to="/notifications" />
          </Text>
          <Text size="sm" c="dimmed">
            {t('notifications.choices.settings.caseUpdateHint')}
          </Text>
        </Stack>
      </PanelSection>

      <PanelSection headingId={`${ids}-digest`}>
        <Radio.Group
          {...form.fieldProps('digest')}
          value={form.values.digest}
          onChange={(value) => form.setFieldValue('digest', value as typeof form.values.digest)}
          label={
            <Title order={2} size="h3" id={`${ids}-digest`} component="span">
              {t('notifications.choices.digest.title')}
            </Title>
          }
          description={t('notifications.choices.digest.description')}
        >
          <Group mt="sm" gap="lg">
            {DIGEST_CHOICES.map((choice) => (
              <Radio
                key={choice}
                value={choice}
                label={t(DIGEST_LABELS[choice])}
                disabled={save.isPending}
              />
            ))}
          </Group>
        </Radio.Group>
      </PanelSection>

      <FormMessage message={message} />
      <Group>
        <Button type="submit" loading={save.isPending}>
          {t('notifications.choices.settings.save')}
        </Button>
      </Group>
    </FormWithSummary>
  );
}

/** What reaches a member, by type and channel, and their digest. */
function NotificationSettings() {
  const t = useMessages('notifications');
  const query = useNotificationSettings();
  return (
    <PageFrame
      title={t('notifications.choices.settings.title')}
      description={t('notifications.choices.settings.description')}
      size="md"
    >
      {query.isPending ? (
        <CenteredLoader label={t('notifications.choices.settings.loading')} />
      ) : query.isError ? (
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            role="alert"
            title={t('notifications.choices.settings.loadFailed')}
          >
            {errorMessage(query.error)}
          </Alert>
          <Group>
            <Button onClick={() => void query.refetch()}>
              {t('notifications.choices.tryAgain')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <SettingsForm saved={query.data} />
      )}
    </PageFrame>
  );
}

/**
 * `/settings/notifications`, the page every bulk mail links to: a member's settings (a visitor
 * is sent to sign in), or, where the server sends a browser opening a mailed link, its
 * confirmation (`?confirm=`) or its one-button unsubscribe (`?unsubscribe=`), without signing in.
 * One page for the three, so the app's first load carries one entry for them.
 */
export function PreferencesPage() {
  const [query] = useSearchParams();
  const isSignedIn = useAppStore((state) => state.currentUser !== null);
  const confirmToken = query.get('confirm');
  const unsubscribeToken = query.get('unsubscribe');
  if (confirmToken) return <ConfirmLink token={confirmToken} />;
  if (unsubscribeToken) return <UnsubscribeLink token={unsubscribeToken} />;
  return isSignedIn ? <NotificationSettings /> : <RedirectToSignIn />;
}

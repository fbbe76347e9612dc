import { Modal, Select, Text, Textarea } from '@mantine/core';
import { banSchema } from '#contracts/users.ts';
import {
  BAN_DURATIONS,
  DEFAULT_BAN_DURATION,
  DEFAULT_BAN_REASON,
  type BanDuration,
} from '#contracts/users.constants.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { useDialogFocusReturn } from '#web/components/focus-return.ts';
import { useContractForm } from '#web/lib/contract-form.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useBanUser, type AdminUser, type UsersFilters } from './api.ts';
import { showSuccessToast } from './shared/feedback.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { DialogActions } from '#web/components/dialog-actions.tsx';

const DURATIONS = Object.keys(BAN_DURATIONS) as BanDuration[];

/** The ban's fields; the user is the one the dialog is open for. */
const banFormSchema = banSchema.omit({ userId: true });

/**
 * Ban a user: a duration from the spec's list (1 day by default) and a reason (the terms of
 * service by default). A failure stays in the dialog for 3 s; success closes it.
 */
export function BanDialog({
  user,
  filters,
  onClose,
}: {
  /** The user to ban; the dialog is closed while null. */
  user: AdminUser | null;
  /** The Users tab's filters: a banned user may leave the list on screen. */
  filters: UsersFilters;
  onClose: () => void;
}) {
  const t = useMessages('moderation');
  const form = useContractForm(banFormSchema, {
    initialValues: { duration: DEFAULT_BAN_DURATION, reason: DEFAULT_BAN_REASON },
  });
  const ban = useBanUser(filters);
  const error = useTimedMessage(INLINE_MESSAGE_MS);
  const focusReturn = useDialogFocusReturn(user !== null);

  // Every opening starts from the defaults: the fields reset as the dialog closes.
  const close = () => {
    form.reset();
    error.clear();
    onClose();
  };

  const submit = form.onSubmit(
    ({ duration, reason }) => {
      if (!user || ban.isPending) return;
      ban.mutate(
        { userId: user._id, duration, reason },
        {
          onSuccess: () => {
            showSuccessToast(
              t('moderation.ban.banned', {
                username: user.username,
                duration: t(`moderation.ban.duration.${duration}`).toLocaleLowerCase(),
              }),
            );
            close();
          },
          onError: (failure) =>
            error.show('error', errorMessage(failure, t('moderation.ban.failed'))),
        },
      );
    },
    () => error.clear(),
  );

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      {...focusReturn}
      title={
        user ? t('moderation.ban.title', { username: user.username }) : t('moderation.ban.submit')
      }
      centered
    >
      <FormWithSummary form={form} onSubmit={submit}>
        <Text size="sm" c="dimmed">
          {t('moderation.ban.intro')}
        </Text>
        <Select
          label={t('moderation.ban.durationLabel')}
          data={DURATIONS.map((value) => ({ value, label: t(`moderation.ban.duration.${value}`) }))}
          {...form.getInputProps('duration')}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={t('moderation.ban.reason')}
          {...form.getInputProps('reason')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
        />
        <FormMessage message={error.message} />
        <DialogActions
          submitLabel={t('moderation.ban.submit')}
          onCancel={close}
          color="red"
          loading={ban.isPending}
        />
      </FormWithSummary>
    </Modal>
  );
}

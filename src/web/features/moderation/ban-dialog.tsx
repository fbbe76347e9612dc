import { Modal, Select, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { banSchema } from '#contracts/users.ts';
import {
  BAN_DURATIONS,
  DEFAULT_BAN_DURATION,
  DEFAULT_BAN_REASON,
} from '#contracts/users.constants.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { useDialogFocusReturn } from '#web/components/focus-return.ts';
import { useContractForm } from '#web/lib/contract-form.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useBanUser, type AdminUser, type UsersFilters } from './api.ts';
import { SUCCESS_TOAST_MS } from './users-actions.tsx';
import { DialogActions } from '#web/components/dialog-actions.tsx';

export const BAN_FAILED = 'Failed to ban user';

const DURATION_OPTIONS = Object.entries(BAN_DURATIONS).map(([value, { label }]) => ({
  value,
  label,
}));

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
            notifications.show({
              color: 'teal',
              message: `${user.username} is banned (${BAN_DURATIONS[duration].label.toLowerCase()})`,
              autoClose: SUCCESS_TOAST_MS,
            });
            close();
          },
          onError: (failure) => error.show('error', errorMessage(failure, BAN_FAILED)),
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
      title={user ? `Ban ${user.username}` : 'Ban user'}
      centered
    >
      <FormWithSummary form={form} onSubmit={submit}>
        <Text size="sm" c="dimmed">
          A banned user cannot sign in or use their account until the ban ends or is lifted.
        </Text>
        <Select
          label="Ban duration"
          data={DURATION_OPTIONS}
          {...form.getInputProps('duration')}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Reason"
          {...form.getInputProps('reason')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
        />
        <FormMessage message={error.message} />
        <DialogActions
          submitLabel="Ban user"
          onCancel={close}
          color="red"
          loading={ban.isPending}
        />
      </FormWithSummary>
    </Modal>
  );
}

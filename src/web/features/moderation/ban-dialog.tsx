import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  BAN_DURATIONS,
  DEFAULT_BAN_DURATION,
  DEFAULT_BAN_REASON,
  type BanDuration,
} from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import type { AdminUser } from '#web/api/moderation.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';

export const BAN_FAILED = 'Failed to ban user';

const DURATION_OPTIONS = Object.entries(BAN_DURATIONS).map(([value, { label }]) => ({
  value,
  label,
}));

/**
 * Ban a user: a duration from the spec's list (1 day by default) and a reason (the terms of
 * service by default). A failure stays in the dialog for 3 s; success closes it.
 */
export function BanDialog({
  user,
  onClose,
  onBan,
}: {
  /** The user to ban; the dialog is closed while null. */
  user: AdminUser | null;
  onClose: () => void;
  onBan: (user: AdminUser, duration: BanDuration, reason: string) => Promise<unknown>;
}) {
  const [duration, setDuration] = useState<BanDuration>(DEFAULT_BAN_DURATION);
  const [reason, setReason] = useState(DEFAULT_BAN_REASON);
  const [isSaving, setIsSaving] = useState(false);
  const error = useTimedMessage(INLINE_MESSAGE_MS);

  // Every opening starts from the defaults: the fields reset as the dialog closes.
  const close = () => {
    setDuration(DEFAULT_BAN_DURATION);
    setReason(DEFAULT_BAN_REASON);
    error.clear();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || isSaving) return;
    setIsSaving(true);
    try {
      await onBan(user, duration, reason.trim() || DEFAULT_BAN_REASON);
      close();
    } catch (failure) {
      error.show('error', errorMessage(failure, BAN_FAILED));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={user ? `Ban ${user.username}` : 'Ban user'}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A banned user cannot sign in or use their account until the ban ends or is lifted.
          </Text>
          <Select
            label="Ban duration"
            data={DURATION_OPTIONS}
            value={duration}
            onChange={(value) => value && setDuration(value as BanDuration)}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={500}
          />
          <FormMessage message={error.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={isSaving}>
              Ban user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { takedownRequestSchema } from '#contracts/story-takedowns.ts';
import { TAKEDOWN_REASON_MAX } from '#contracts/story-takedowns.constants.ts';
import { useDialogFocusReturn } from '#web/components/focus-return.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { useContractForm } from '#web/lib/contract-form.ts';
import { useRequestTakedown } from './api-writing.ts';
import { DialogActions } from '#web/components/dialog-actions.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

interface RequestRemovalDialogProps {
  storyId: string;
  opened: boolean;
  onClose: () => void;
}

/** The thank-you that replaces the form, taking the focus the form's button had. */
function RequestSent({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useMessages('stories');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <Stack ref={panel} tabIndex={-1} gap="md" role="status">
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={24} color="var(--mantine-color-teal-7)" aria-hidden="true" />
        <Text fw={600}>{t('stories.removal.sent')}</Text>
      </Group>
      <Text>{message}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('stories.removal.close')}</Button>
      </Group>
    </Stack>
  );
}

function RequestRemovalForm({ storyId, onClose }: Omit<RequestRemovalDialogProps, 'opened'>) {
  const t = useMessages('stories');
  const form = useContractForm(takedownRequestSchema, {
    initialValues: { reason: '', email: '' },
  });
  const request = useRequestTakedown(storyId);
  if (request.isSuccess) return <RequestSent message={request.data.message} onClose={onClose} />;

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit((input) => {
      if (!request.isPending) request.mutate(input);
    })(event);

  return (
    <FormWithSummary form={form} onSubmit={submit}>
      <Text size="sm" c="dimmed">
        {t('stories.removal.intro')}
      </Text>
      <Textarea
        label={t('stories.removal.reason')}
        placeholder={t('stories.removal.reasonPlaceholder')}
        {...form.getInputProps('reason')}
        autosize
        minRows={4}
        maxRows={8}
        maxLength={TAKEDOWN_REASON_MAX}
        withAsterisk
        data-autofocus
      />
      <TextInput
        label={t('stories.removal.email')}
        description={t('stories.removal.emailHint')}
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
      />
      {request.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {errorMessage(request.error)}
        </Alert>
      )}
      <DialogActions
        submitLabel={t('stories.removal.send')}
        onCancel={onClose}
        color="red"
        loading={request.isPending}
        gap="sm"
      />
    </FormWithSummary>
  );
}

/** Anyone asks for a narrative to be taken down: a reason, an optional e-mail, a thank-you. */
export function RequestRemovalDialog({ storyId, opened, onClose }: RequestRemovalDialogProps) {
  const t = useMessages('stories');
  const focusReturn = useDialogFocusReturn(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      {...focusReturn}
      title={t('stories.removal.button')}
      centered
    >
      {/* Mounted per opening, so every request starts with an empty form. */}
      {opened && <RequestRemovalForm storyId={storyId} onClose={onClose} />}
    </Modal>
  );
}

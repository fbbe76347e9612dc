import { Alert, Modal, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { publisherRequestSchema } from '#contracts/publisher-requests.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useContractForm } from '#web/lib/contract-form.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { useFormMessage } from '#web/lib/use-timed-message.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import type { Translate } from '#web/i18n/use-messages.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { useDialogFocusReturn } from '#web/components/focus-return.ts';
import { serverMessageOr } from '#web/lib/server-message.ts';
import { useRequestPublisherAccess } from '#web/features/moderation/api.ts';
import { DialogActions } from '#web/components/dialog-actions.tsx';
import { useRefreshOwnPublisherRequest } from './api.ts';

/**
 * The spec: a warning in the dialog clears after 3 s (an error stays until the reason changes or
 * the request is sent again: issue 15); a success toast lasts 2 s.
 */
const DIALOG_MESSAGE_MS = 3000;
const SUCCESS_TOAST_MS = 2000;

/** What to tell the member when the request did not go through. */
function failureText(error: unknown, t: Translate<'sitePages'>): string {
  if (!isApiError(error) || error.statusCode === 0)
    return t('sitePages.requestDialog.networkError');
  return serverMessageOr(error, t('sitePages.requestDialog.failed'));
}

/**
 * The home page's Become a Publisher dialog: the member says why in a few lines (at least 10
 * characters) and the request goes to the administrators. The server's refusals (a request
 * already pending, a ban) show in the dialog; success closes it, clears the text and says so.
 */
export function PublisherRequestDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const t = useMessages('sitePages');
  const userId = useAppStore((state) => state.currentUser?._id ?? '');
  const form = useContractForm(publisherRequestSchema, { initialValues: { reason: '' } });
  const request = useRequestPublisherAccess();
  const refreshOwnRequest = useRefreshOwnPublisherRequest();
  const message = useFormMessage(DIALOG_MESSAGE_MS);

  const submit = form.onSubmit(
    ({ reason }) => {
      if (!userId || request.isPending) return;
      message.clear();
      request.mutate(
        { userId, reason },
        {
          onSettled: () => void refreshOwnRequest(userId),
          onSuccess: (answer) => {
            form.reset();
            message.clear();
            onClose();
            notifications.show({
              color: 'teal',
              title: t('sitePages.requestDialog.sentTitle'),
              message: answer.message || t('sitePages.requestDialog.sent'),
              autoClose: SUCCESS_TOAST_MS,
            });
          },
          onError: (error) => message.show('error', failureText(error, t)),
        },
      );
    },
    () => message.clear(),
  );

  const focusReturn = useDialogFocusReturn(opened);
  const shown = message.message;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      {...focusReturn}
      title={t('sitePages.requestDialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('sitePages.requestDialog.close') }}
    >
      <FormWithSummary form={form} onSubmit={submit} {...message.formProps}>
        <Text size="sm" c="dimmed">
          {t('sitePages.requestDialog.intro')}
        </Text>
        <Textarea
          label={t('sitePages.requestDialog.reasonLabel')}
          placeholder={t('sitePages.requestDialog.reasonPlaceholder')}
          rows={5}
          {...form.getInputProps('reason')}
          maxLength={2000}
          data-autofocus
        />
        {shown && (
          <Alert
            color={shown.tone === 'error' ? 'red' : 'yellow'}
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            role="alert"
          >
            {shown.text}
          </Alert>
        )}
        <DialogActions
          submitLabel={t(
            request.isPending
              ? 'sitePages.requestDialog.submitting'
              : 'sitePages.requestDialog.submit',
          )}
          onCancel={onClose}
          disabled={request.isPending}
        />
      </FormWithSummary>
    </Modal>
  );
}

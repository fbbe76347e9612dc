import { Alert, Group, Modal, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLogin } from '@tabler/icons-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { createReportSchema, type ReportTargetType } from '#contracts/reports.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { useContractForm } from '#web/lib/contract-form.ts';
import { useCreateReport } from '#web/lib/reports.ts';
import { INLINE_MESSAGE_MS, useFormMessage } from '#web/lib/use-timed-message.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { useDialogFocusReturn } from './focus-return.ts';
import { LinkButton } from '#web/components/link-button.tsx';
import { DialogActions } from '#web/components/dialog-actions.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** The spec: the success panel shows for 2 s, then the dialog closes itself. */
export const REPORT_AUTO_CLOSE_MS = 2000;

/** What the reporter fills in; the target is the dialog's. */
const reportFormSchema = createReportSchema.pick({ reason: true });

interface ReportDialogProps {
  opened: boolean;
  onClose: () => void;
  targetId: string;
  targetType: ReportTargetType;
}

/** The thank-you that replaces the form: it takes focus, which was on the form's button. */
function ReportThanks({ message }: { message: string }) {
  const t = useMessages('shellParts');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <Stack ref={panel} tabIndex={-1} align="center" gap="sm" py="md" role="status">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={32} aria-hidden="true" />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {t('shellParts.report.submitted')}
      </Text>
      <Text ta="center" c="dimmed">
        {message}
      </Text>
    </Stack>
  );
}

function ReportForm({ targetId, targetType, onClose }: Omit<ReportDialogProps, 'opened'>) {
  const t = useMessages('shellParts');
  const form = useContractForm(reportFormSchema, {
    initialValues: { reason: '' },
    requiredMessages: { reason: t('shellParts.report.reasonRequired') },
  });
  // The server's refusal (such as "already reported") and the field's own error both stay until
  // the reason changes or the report is sent again.
  const serverError = useFormMessage(INLINE_MESSAGE_MS);
  const report = useCreateReport();

  // The latest onClose, so a parent's re-render does not restart the 2 s clock.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!report.isSuccess) return;
    const timer = window.setTimeout(() => closeRef.current(), REPORT_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [report.isSuccess]);

  if (report.isSuccess) return <ReportThanks message={report.data.message} />;

  // Built as the form is sent, so the ref is read then, not while rendering.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(({ reason }) => {
      if (report.isPending) return;
      serverError.clear();
      report.mutate(
        { targetId, targetType, reason },
        { onError: (failure) => serverError.show('error', errorMessage(failure)) },
      );
    })(event);

  return (
    <FormWithSummary form={form} onSubmit={submit} {...serverError.formProps}>
      <Text size="sm" c="dimmed">
        {t('shellParts.report.explain', { targetType })}
      </Text>
      <Textarea
        label={t('shellParts.report.reason')}
        placeholder={t('shellParts.report.reasonPlaceholder', { targetType })}
        {...form.getInputProps('reason')}
        autosize
        minRows={4}
        maxRows={8}
        maxLength={1000}
        withAsterisk
        data-autofocus
      />
      {serverError.message && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {serverError.message.text}
        </Alert>
      )}
      <DialogActions
        submitLabel={t('shellParts.report.submit')}
        onCancel={onClose}
        color="red"
        loading={report.isPending}
        gap="sm"
      />
    </FormWithSummary>
  );
}

/** Report a post or a comment to the moderators: a reason, then a thank-you that closes itself. */
export function ReportDialog({ opened, onClose, targetId, targetType }: ReportDialogProps) {
  const t = useMessages('shellParts');
  const isSignedIn = useAppStore((state) => state.currentUser !== null);
  const location = useLocation();
  const focusReturn = useDialogFocusReturn(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      {...focusReturn}
      title={t(
        targetType === 'post' ? 'shellParts.report.titlePost' : 'shellParts.report.titleComment',
      )}
      centered
    >
      {isSignedIn ? (
        // Mounted per opening, so every report starts with an empty form.
        opened && <ReportForm targetId={targetId} targetType={targetType} onClose={onClose} />
      ) : (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {t('shellParts.report.signInRequired')}
          </Alert>
          <Group justify="flex-end">
            <LinkButton to="/sign-in" state={{ from: location }} icon={IconLogin} iconSize={18}>
              {t('shellParts.report.signIn')}
            </LinkButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

import { EmailSubscribePanel } from '#web/components/email-subscribe-panel.tsx';
import { useSubscribeByEmail } from '#web/features/notifications/api.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * "Get this case's updates by e-mail", for anyone: following a case is not a thing, so a member
 * asks with an address as a visitor does, and confirms it from the mail.
 */
export function CaseUpdatesByEmail({ caseId }: { caseId: string }) {
  const t = useMessages('notifications');
  const subscribe = useSubscribeByEmail();
  return (
    <EmailSubscribePanel
      target={{ caseId }}
      title={t('notifications.choices.subscribe.caseTitle')}
      intro={t('notifications.choices.subscribe.caseIntro')}
      request={subscribe}
    />
  );
}

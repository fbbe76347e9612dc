import { EmailSubscribePanel } from '#web/components/email-subscribe-panel.tsx';
import { useSubscribeByEmail } from '#web/features/preferences/api.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * "Get this case's updates by e-mail", for anyone: following a case is not a thing, so a member
 * asks with an address as a visitor does, and confirms it from the mail.
 */
export function CaseUpdatesByEmail({ caseId }: { caseId: string }) {
  const t = useMessages('preferences');
  const subscribe = useSubscribeByEmail();
  return (
    <EmailSubscribePanel
      target={{ caseId }}
      title={t('preferences.subscribe.caseTitle')}
      intro={t('preferences.subscribe.caseIntro')}
      request={subscribe}
    />
  );
}

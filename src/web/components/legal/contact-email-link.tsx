import { useMessages } from '#web/i18n/use-messages.ts';
import { useSite } from '#web/lib/site-settings.ts';
import { BASE_CLASSES } from '../ui/button.tsx';
import text from '../ui/text.module.css';

/** The community's contact mailbox (from `GET /api/site`) as a mailto link. */
export function ContactEmailLink() {
  const t = useMessages('shell');
  const { data, isError } = useSite();
  if (data) {
    return (
      <a href={`mailto:${data.contactEmail}`} className={`${BASE_CLASSES} ${text.link}`}>
        {data.contactEmail}
      </a>
    );
  }
  return <span className={text.dimmed}>{isError ? t('shell.contact.unavailable') : '…'}</span>;
}

import { IconChevronDown } from '@tabler/icons-react';
import { ContactEmailLink } from '#web/components/legal/contact-email-link.tsx';
import layout from '#web/components/ui/layout.module.css';
import text from '#web/components/ui/text.module.css';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './home-faq.module.css';
import { withElement } from './with-element.tsx';

/** The questions, in order: each is `siteFaq.<key>.question` and `.answer` in the catalog. */
const FAQ = [
  { value: 'what-is-hearth', key: 'whatIsHearth' },
  { value: 'account', key: 'account' },
  { value: 'become-publisher', key: 'becomePublisher' },
  { value: 'narratives', key: 'narratives' },
  { value: 'donations', key: 'donations' },
  { value: 'reports', key: 'reports' },
  { value: 'privacy', key: 'privacy' },
] as const;

/**
 * The spec's 7 questions; opening one answer closes the one that was open. Native disclosures
 * sharing a `name`: they work before the page's script arrives, and hydrating them costs nothing
 * (Mantine's Accordion drew itself a second time, synchronously, to replace its server ids).
 */
export function HomeFaq() {
  const t = useMessages('siteFaq');
  return (
    <section aria-labelledby="faq-title" className={`${layout.narrowContainer} ${layout.band}`}>
      <h2 id="faq-title" className={`${text.h2} ${classes.title}`}>
        {t('siteFaq.title')}
      </h2>
      <p className={`${text.md} ${text.dimmed} ${classes.subtitle}`}>{t('siteFaq.subtitle')}</p>
      <div className={classes.questions}>
        {FAQ.map((entry) => (
          <details key={entry.value} name="faq" className={classes.entry}>
            <summary className={classes.question}>
              {t(`siteFaq.${entry.key}.question`)}
              <IconChevronDown className={classes.chevron} size={16} aria-hidden />
            </summary>
            <p className={`${text.md} ${classes.answer}`}>
              {withElement(t(`siteFaq.${entry.key}.answer`), () => (
                <ContactEmailLink />
              ))}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}

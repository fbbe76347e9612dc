import type { MouseEvent } from 'react';
import { LOCALE_DETAILS, LOCALES, type Locale } from '#contracts/i18n/locales.ts';
import { useLocale } from '#web/i18n/locale.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { saveAccountLocale } from './api.ts';
import { LanguageBanner } from './language-banner.tsx';
import { saveLocale } from './language-choice.ts';
import classes from './language-menu.module.css';
import { usePageIn } from './use-page-in.ts';

/**
 * The language menu of the header and the footer: each language in its own name, the page's
 * marked, each a link to the same page in that language (a full page load: the server draws it
 * in that language). Choosing saves the choice for the next visit (decision 034). A disclosure
 * (`<details>`) of plain links: it works by keyboard, and before the app has started.
 */
// The default export is what `lazy()` takes, for the smallest loader in the first load.
export default function LanguageMenu({ placement }: { placement: 'header' | 'footer' }) {
  const t = useMessages('language');
  const locale = useLocale();
  const pageIn = usePageIn();
  const currentUser = useAppStore((state) => state.currentUser);
  const setCurrentUser = useAppStore((state) => state.setCurrentUser);

  const choose = (event: MouseEvent<HTMLAnchorElement>, chosen: Locale) => {
    saveLocale(chosen);
    if (!currentUser) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    // The page is left once the account has it.
    void saveAccountLocale(currentUser._id, chosen)
      .then(() => setCurrentUser({ ...currentUser, locale: chosen }))
      .catch(() => undefined)
      .finally(() => window.location.assign(href));
  };

  return (
    <>
      {placement === 'header' && <LanguageBanner />}
      {/* The header's is for wide screens; on a phone the footer's is the one. */}
      <details
        className={`${classes.menu} ${placement === 'header' ? 'mantine-visible-from-sm' : ''}`}
        data-placement={placement}
      >
        <summary
          className={classes.summary}
          aria-label={t('language.menu', { language: LOCALE_DETAILS[locale].name })}
          data-testid={`language-menu-${placement}`}
        >
          {LOCALE_DETAILS[locale].name}
        </summary>
        <ul className={classes.list}>
          {LOCALES.map((option) => (
            <li key={option}>
              <a
                href={pageIn(option)}
                hrefLang={option}
                lang={option}
                dir={LOCALE_DETAILS[option].direction}
                aria-current={option === locale ? 'true' : undefined}
                className={classes.option}
                onClick={(event) => choose(event, option)}
              >
                {LOCALE_DETAILS[option].name}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

import { useId } from 'react';
import { LOCALE_DETAILS, type Locale } from '#contracts/i18n/locales.ts';
import { LocaleContext, useLocale } from '#web/i18n/locale.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { BASE_CLASSES } from '../ui/button.tsx';
import classes from './language-offer.module.css';
import { saveLocale } from './language-choice.ts';
import { usePageIn } from './use-page-in.ts';

interface OfferProps {
  /** The reader's language, which the banner is written in. */
  locale: Locale;
  onDismiss: () => void;
}

function Offer({
  locale,
  onDismiss,
  pageLocale,
  href,
}: OfferProps & { pageLocale: Locale; href: string }) {
  const t = useMessages('language');
  const language = LOCALE_DETAILS[locale].name;
  const textId = useId();
  const dismiss = () => {
    // Staying is a choice too: the banner is not offered again.
    saveLocale(pageLocale);
    onDismiss();
  };
  return (
    <section
      className={classes.banner}
      lang={locale}
      dir={LOCALE_DETAILS[locale].direction}
      aria-labelledby={textId}
      data-testid="language-banner"
    >
      <p id={textId} className={classes.text}>
        {t('language.offer', { language })}
      </p>
      <div className={classes.actions}>
        <a
          href={href}
          hrefLang={locale}
          className={`${BASE_CLASSES} ${classes.switch}`}
          onClick={() => saveLocale(locale)}
        >
          {t('language.switch', { language })}
        </a>
        <button type="button" className={`${BASE_CLASSES} ${classes.dismiss}`} onClick={dismiss}>
          {t('language.dismiss', { language: LOCALE_DETAILS[pageLocale].name })}
        </button>
      </div>
    </section>
  );
}

/** The banner of `LanguageBanner`, in the reader's language rather than the page's. */
export function LanguageOffer(props: OfferProps) {
  // The page's language and address, read before the offer's own language takes over.
  const pageLocale = useLocale();
  const href = usePageIn()(props.locale);
  return (
    <LocaleContext value={props.locale}>
      <Offer {...props} pageLocale={pageLocale} href={href} />
    </LocaleContext>
  );
}

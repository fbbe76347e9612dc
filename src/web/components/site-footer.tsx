import { SITE_NAME } from '#contracts/common.constants.ts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '#web/i18n/use-messages.ts';
import { BrandMark } from './brand-mark.tsx';
import { lazyWithMantine } from './deferred/lazy-with-mantine.tsx';
import { useDialogFocusReturn } from './focus-return.ts';
import { ContactEmailLink } from './legal/contact-email-link.tsx';
import { DeferredLanguageMenu } from './language/deferred-language.tsx';
import { MAIN_NAV_LINKS } from './main-nav-links.tsx';
import classes from './site-footer.module.css';
import { BASE_CLASSES } from './ui/button.tsx';
import { Loader } from './ui/loader.tsx';
import layout from './ui/layout.module.css';
import text from './ui/text.module.css';

// The dialogs' code is fetched when one is first opened: most visits open neither.
const Modal = lazyWithMantine(async () => (await import('./deferred/modal.ts')).Modal);

// The dialogs share their text with the legal pages, in chunks loaded when first opened.
const PrivacyPolicy = lazy(async () => ({
  default: (await import('./legal/privacy-policy.tsx')).PrivacyPolicy,
}));
const TermsConditions = lazy(async () => ({
  default: (await import('./legal/terms-conditions.tsx')).TermsConditions,
}));

// The legal texts the footer opens in a dialog, in the order of its buttons.
const LEGAL_DIALOGS = [
  { dialog: 'privacy', title: 'shell.legal.privacyPolicy', Text: PrivacyPolicy },
  { dialog: 'terms', title: 'shell.legal.terms', Text: TermsConditions },
] as const;

type LegalDialog = (typeof LEGAL_DIALOGS)[number]['dialog'];

function DialogLoader() {
  const t = useMessages('shell');
  return (
    <div className={classes.dialogLoader}>
      <Loader size={28} label={t('shell.loading')} />
    </div>
  );
}

export function SiteFooter() {
  const t = useMessages('shell');
  const [openDialog, setOpenDialog] = useState<LegalDialog | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  const open = (dialog: LegalDialog) => {
    setWasOpened(true);
    setOpenDialog(dialog);
  };
  const closeDialog = () => setOpenDialog(null);
  const focusReturn = useDialogFocusReturn(openDialog !== null);

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.top}>
          <div className={classes.about}>
            <p className={classes.brand}>
              <BrandMark size={28} />
              {SITE_NAME}
            </p>
            <p className={`${text.sm} ${text.dimmed}`}>{t('shell.footer.tagline')}</p>
          </div>

          <nav aria-label={t('shell.footer.label')}>
            <ul className={classes.links}>
              {MAIN_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={`${BASE_CLASSES} ${text.quietLink} ${text.sm} ${text.dimmed}`}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className={`${layout.spreadRow} ${classes.bottom}`}>
          <p className={`${text.sm} ${text.dimmed}`}>
            {t('shell.footer.copyright', { year: new Date().getFullYear() })}{' '}
            {t('shell.footer.contact')} <ContactEmailLink />
          </p>
          <div className={classes.legal}>
            <DeferredLanguageMenu placement="footer" />
            {LEGAL_DIALOGS.map(({ dialog, title }) => (
              <button
                key={dialog}
                type="button"
                className={`${BASE_CLASSES} ${text.quietLink} ${text.sm} ${classes.legalLink}`}
                onClick={() => open(dialog)}
              >
                {t(title)}
              </button>
            ))}
          </div>
        </div>
      </div>

      {wasOpened && (
        <Suspense fallback={null}>
          {LEGAL_DIALOGS.map(({ dialog, title, Text }) => (
            <Modal
              key={dialog}
              opened={openDialog === dialog}
              onClose={closeDialog}
              title={t(title)}
              size="xl"
              {...focusReturn}
            >
              <Suspense fallback={<DialogLoader />}>
                <Text headingOrder={3} />
              </Suspense>
            </Modal>
          ))}
        </Suspense>
      )}
    </footer>
  );
}

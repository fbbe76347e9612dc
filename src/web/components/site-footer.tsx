import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark.tsx';
import { lazyWithMantine } from './deferred/lazy-with-mantine.tsx';
import { useDialogFocusReturn } from './focus-return.ts';
import { ContactEmailLink } from './legal/contact-email-link.tsx';
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
  { dialog: 'privacy', title: 'Privacy Policy', Text: PrivacyPolicy },
  { dialog: 'terms', title: 'Terms & Conditions', Text: TermsConditions },
] as const;

type LegalDialog = (typeof LEGAL_DIALOGS)[number]['dialog'];

const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/posts', label: 'Posts' },
  { to: '/stories', label: 'Narratives' },
  { to: '/donate', label: 'Donate' },
];

function DialogLoader() {
  return (
    <div className={classes.dialogLoader}>
      <Loader size={28} label="Loading" />
    </div>
  );
}

export function SiteFooter() {
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
              Hearth
            </p>
            <p className={`${text.sm} ${text.dimmed}`}>
              Stories, help and kindness from our community. Read, share and lend a hand.
            </p>
          </div>

          <nav aria-label="Footer">
            <ul className={classes.links}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={`${BASE_CLASSES} ${text.quietLink} ${text.sm} ${text.dimmed}`}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className={`${layout.spreadRow} ${classes.bottom}`}>
          <p className={`${text.sm} ${text.dimmed}`}>
            © {new Date().getFullYear()} Hearth. Contact: <ContactEmailLink />
          </p>
          <div className={classes.legal}>
            {LEGAL_DIALOGS.map(({ dialog, title }) => (
              <button
                key={dialog}
                type="button"
                className={`${BASE_CLASSES} ${text.quietLink} ${text.sm} ${classes.legalLink}`}
                onClick={() => open(dialog)}
              >
                {title}
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
              title={title}
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

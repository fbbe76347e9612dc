import { Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark.tsx';
import { useDialogFocusReturn } from './focus-return.ts';
import { ContactEmailLink } from './legal/contact-email-link.tsx';
import classes from './site-footer.module.css';

// The dialogs' code is fetched when one is first opened: most visits open neither.
const Modal = lazy(async () => ({ default: (await import('./deferred/modal.ts')).Modal }));

// The dialogs share their text with the legal pages, in chunks loaded when first opened.
const PrivacyPolicy = lazy(async () => ({
  default: (await import('./legal/privacy-policy.tsx')).PrivacyPolicy,
}));
const TermsConditions = lazy(async () => ({
  default: (await import('./legal/terms-conditions.tsx')).TermsConditions,
}));

type LegalDialog = 'privacy' | 'terms';

const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/posts', label: 'Posts' },
  { to: '/stories', label: 'Narratives' },
  { to: '/donate', label: 'Donate' },
];

function DialogLoader() {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="Loading" />
    </Center>
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
          <Stack gap="xs" maw={360}>
            <Group gap="xs" wrap="nowrap">
              <BrandMark size={28} />
              <Text fw={700} ff="heading" fz="lg">
                Hearth
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              Stories, help and kindness from our community. Read, share and lend a hand.
            </Text>
          </Stack>

          <nav aria-label="Footer">
            <ul className={classes.links}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Anchor component={Link} to={link.to} c="dimmed" size="sm" underline="hover">
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className={classes.bottom}>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Hearth. Contact: <ContactEmailLink />
          </Text>
          <Group gap="lg">
            <Anchor
              underline="hover"
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={() => open('privacy')}
            >
              Privacy Policy
            </Anchor>
            <Anchor
              underline="hover"
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={() => open('terms')}
            >
              Terms &amp; Conditions
            </Anchor>
          </Group>
        </div>
      </div>

      {wasOpened && (
        <Suspense fallback={null}>
          <Modal
            opened={openDialog === 'privacy'}
            onClose={closeDialog}
            title="Privacy Policy"
            size="xl"
            {...focusReturn}
          >
            <Suspense fallback={<DialogLoader />}>
              <PrivacyPolicy headingOrder={3} />
            </Suspense>
          </Modal>
          <Modal
            opened={openDialog === 'terms'}
            onClose={closeDialog}
            title="Terms & Conditions"
            size="xl"
            {...focusReturn}
          >
            <Suspense fallback={<DialogLoader />}>
              <TermsConditions headingOrder={3} />
            </Suspense>
          </Modal>
        </Suspense>
      )}
    </footer>
  );
}

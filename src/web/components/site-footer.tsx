import { Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark.tsx';
import { ContactEmailLink } from './legal/contact-email-link.tsx';
import classes from './site-footer.module.css';

// The dialogs (closed, they draw nothing) are fetched after the footer is drawn.
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
  const closeDialog = () => setOpenDialog(null);
  const isMounted = useMounted();

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
              onClick={() => setOpenDialog('privacy')}
            >
              Privacy Policy
            </Anchor>
            <Anchor
              underline="hover"
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={() => setOpenDialog('terms')}
            >
              Terms &amp; Conditions
            </Anchor>
          </Group>
        </div>
      </div>

      {isMounted && (
        <Suspense fallback={null}>
          <Modal
            opened={openDialog === 'privacy'}
            onClose={closeDialog}
            title="Privacy Policy"
            size="xl"
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

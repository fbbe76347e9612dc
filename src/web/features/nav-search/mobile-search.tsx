import { IconSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyWithMantine } from '#web/components/deferred/lazy-with-mantine.tsx';
import { useDialogFocusReturn } from '#web/components/focus-return.ts';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import classes from './nav-search.module.css';
import { useMessages } from '#web/i18n/use-messages.ts';

// The overlay (a dialog and the results, drawn by Mantine) is fetched when the button is first
// pressed, so a phone's page loads no Mantine code for its header.
const MobileSearchOverlay = lazyWithMantine(
  async () => (await import('./mobile-search-overlay.tsx')).MobileSearchOverlay,
);

/** Narrow screens: a search button that opens a full-screen overlay with the results. */
export function MobileSearch() {
  const t = useMessages('navSearch');
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const focusReturn = useDialogFocusReturn(isOpen);

  return (
    <div className={classes.mobile}>
      <IconButton
        variant="default"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
        aria-label={t('navSearch.title')}
      >
        <IconSearch size={18} aria-hidden="true" />
      </IconButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileSearchOverlay opened={isOpen} onClose={() => setIsOpen(false)} {...focusReturn} />
        </Suspense>
      )}
    </div>
  );
}

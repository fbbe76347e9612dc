import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useDialogFocusReturn } from '../focus-return.ts';
import classes from './nav-search.module.css';

// The overlay (a dialog and the results) is fetched when the button is first pressed.
const MobileSearchOverlay = lazy(async () => ({
  default: (await import('./mobile-search-overlay.tsx')).MobileSearchOverlay,
}));

/** Narrow screens: a search button that opens a full-screen overlay with the results. */
export function MobileSearch() {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const focusReturn = useDialogFocusReturn(isOpen);

  return (
    <div className={classes.mobile}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
        aria-label="Search"
      >
        <IconSearch size={18} aria-hidden="true" />
      </ActionIcon>
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileSearchOverlay opened={isOpen} onClose={() => setIsOpen(false)} {...focusReturn} />
        </Suspense>
      )}
    </div>
  );
}

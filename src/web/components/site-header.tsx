import { SITE_NAME } from '#contracts/common.constants.ts';
import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { BrandMark } from './brand-mark.tsx';
import { useDialogFocusReturn } from './focus-return.ts';
import { KeepFocusAcrossLoad } from './deferred/keep-focus-across-load.tsx';
import { DeferredLanguageMenu } from './language/deferred-language.tsx';
import { lazyWithMantine } from './deferred/lazy-with-mantine.tsx';
import { MainNavLinks } from './main-nav-links.tsx';
import classes from './site-header.module.css';
import { useIsNavigating } from './routing/app-router.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenuTrigger } from './user-menu-trigger.tsx';
import { useNarrowScreen } from './lists/use-narrow-screen.ts';
import { Burger } from './ui/burger.tsx';
import { ButtonLink } from './ui/button.tsx';

/**
 * What the header draws of the features (the search box, the notification bell): components
 * never import features, so the route table passes them in.
 */
export interface HeaderParts {
  Search: ComponentType;
  NotificationBell: ComponentType<{ user: SessionUser }>;
}

// The account menu (a popover and its positioning code) follows the header's first draw; until
// then its button is drawn alone, and a press on it opens the menu as soon as it arrives.
const UserMenu = lazyWithMantine(async () => (await import('./user-menu.tsx')).UserMenu);

// The mobile menu's drawer (dialog, focus trap, scroll lock) is fetched when the burger is first
// pressed.
const Drawer = lazyWithMantine(async () => (await import('./deferred/drawer.ts')).Drawer);

function BrandLink({ onClick }: { onClick?: () => void }) {
  const t = useMessages('shell');
  return (
    <Link
      to="/"
      className={classes.brand}
      onClick={onClick}
      aria-label={t('shell.header.brandHome')}
    >
      <BrandMark size={32} />
      <span className={classes.brandName}>{SITE_NAME}</span>
    </Link>
  );
}

/** The burger's menu, a drawer; widening the window past the burger's breakpoint closes it. */
function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const isWide = !useNarrowScreen();
  useEffect(() => {
    if (isWide && opened) onClose();
  }, [isWide, opened, onClose]);
  const isShown = opened && !isWide;
  const t = useMessages('shell');
  const focusReturn = useDialogFocusReturn(isShown);

  return (
    <Suspense fallback={null}>
      <Drawer
        opened={isShown}
        onClose={onClose}
        {...focusReturn}
        size="80%"
        padding="md"
        title={<BrandLink onClick={onClose} />}
        closeButtonProps={{ 'aria-label': t('shell.header.closeNavigation') }}
      >
        <nav aria-label={t('shell.header.mainNav')}>
          <MainNavLinks orientation="vertical" onNavigate={onClose} />
        </nav>
      </Drawer>
    </Suspense>
  );
}

export function SiteHeader({ parts: { Search, NotificationBell } }: { parts: HeaderParts }) {
  const t = useMessages('shell');
  const currentUser = useAppStore((state) => state.currentUser);
  const { pathname } = useLocation();
  const isNavigating = useIsNavigating();
  // The mobile menu belongs to the page it was opened on: any page change (link, back button,
  // redirect) closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const [wasMenuOpened, setWasMenuOpened] = useState(false);
  const isMenuOpen = menuOpenedAt === pathname;
  const closeMenu = useCallback(() => setMenuOpenedAt(null), []);
  const toggleMenu = () => {
    setWasMenuOpened(true);
    setMenuOpenedAt(isMenuOpen ? null : pathname);
  };
  const [isUserMenuWanted, setUserMenuWanted] = useState(false);

  return (
    <header className={classes.header}>
      <div
        className={classes.progress}
        data-active={isNavigating || undefined}
        aria-hidden="true"
      />
      <div className={classes.inner}>
        <div className={classes.start}>
          <Burger
            opened={isMenuOpen}
            onClick={toggleMenu}
            className="mantine-hidden-from-sm"
            aria-label={t('shell.header.toggleNavigation')}
          />
          <BrandLink />
        </div>

        <nav aria-label={t('shell.header.mainNav')} className={classes.desktopNav}>
          <MainNavLinks orientation="horizontal" />
        </nav>

        <div className={classes.actions}>
          <Search />
          <DeferredLanguageMenu placement="header" />
          <ThemeToggle />
          {currentUser && (
            <Suspense fallback={<span className={classes.bellPlaceholder} />}>
              <NotificationBell user={currentUser} />
            </Suspense>
          )}
          {currentUser ? (
            <KeepFocusAcrossLoad
              placeholder={
                <UserMenuTrigger user={currentUser} onClick={() => setUserMenuWanted(true)} />
              }
            >
              <UserMenu user={currentUser} defaultOpened={isUserMenuWanted} />
            </KeepFocusAcrossLoad>
          ) : (
            <ButtonLink to="/sign-in">{t('shell.header.signIn')}</ButtonLink>
          )}
        </div>
      </div>

      {wasMenuOpened && <MobileMenu opened={isMenuOpen} onClose={closeMenu} />}
    </header>
  );
}

import { NavLink } from 'react-router';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './site-header.module.css';

/** The site's main pages, in the order the header and the footer list them. */
export const MAIN_NAV_LINKS = [
  { to: '/', label: 'shell.nav.home' },
  { to: '/about', label: 'shell.nav.about' },
  { to: '/posts', label: 'shell.nav.posts' },
  { to: '/stories', label: 'shell.nav.narratives' },
  { to: '/donate', label: 'shell.nav.donate' },
] as const;

interface MainNavLinksProps {
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/** The site's main links; the current page gets `aria-current="page"` and a highlight. */
export function MainNavLinks({ orientation, onNavigate }: MainNavLinksProps) {
  const t = useMessages('shell');
  return (
    <ul className={classes.links} data-orientation={orientation}>
      {MAIN_NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} className={classes.link} onClick={onNavigate}>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

import { NavLink } from 'react-router';
import classes from './site-header.module.css';

export const MAIN_NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/posts', label: 'Posts' },
  { to: '/stories', label: 'Narratives' },
  { to: '/donate', label: 'Donate' },
] as const;

interface MainNavLinksProps {
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/** The site's main links; the current page gets `aria-current="page"` and a highlight. */
export function MainNavLinks({ orientation, onNavigate }: MainNavLinksProps) {
  return (
    <ul className={classes.links} data-orientation={orientation}>
      {MAIN_NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} className={classes.link} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

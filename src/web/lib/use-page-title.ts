import { useEffect } from 'react';

const SITE_NAME = 'Hearth';

/** Sets the tab title ("About · Hearth"); screen readers announce it after a route change. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

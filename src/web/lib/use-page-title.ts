import { SITE_NAME } from '#contracts/common.constants.ts';
import { useEffect } from 'react';

/** Sets the tab title ("About · Hearth"); screen readers announce it after a route change. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

import type { Messages } from '@lingui/core';
import type { CatalogFiles } from '../messages.ts';

/** The ar catalogs' chunks, by path: the only map of them a page in ar loads. */
export const catalogFiles: CatalogFiles = import.meta.env.SSR
  ? import.meta.glob<{ default: Messages }>('../catalogs/*/ar.json')
  : // The pages' heads are drawn on the server only.
    import.meta.glob<{ default: Messages }>(['../catalogs/*/ar.json', '!../catalogs/heads/*']);

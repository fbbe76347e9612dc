import type { Messages } from '@lingui/core';
import type { CatalogFiles } from '../messages.ts';

/** The en catalogs' chunks, by path: the only map of them a page in en loads. */
export const catalogFiles: CatalogFiles = import.meta.env.SSR
  ? import.meta.glob<{ default: Messages }>('../catalogs/*/en.json')
  : // The pages' heads are drawn on the server only.
    import.meta.glob<{ default: Messages }>(['../catalogs/*/en.json', '!../catalogs/heads/*']);

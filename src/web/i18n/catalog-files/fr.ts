import type { Messages } from '@lingui/core';
import type { CatalogFiles } from '../messages.ts';

/** The fr catalogs' chunks, by path: the only map of them a page in fr loads. */
export const catalogFiles: CatalogFiles = import.meta.glob<{ default: Messages }>(
  '../catalogs/*/fr.json',
);

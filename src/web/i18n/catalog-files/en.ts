import type { Messages } from '@lingui/core';
import type { CatalogFiles } from '../messages.ts';

/** The en catalogs' chunks, by path: the only map of them a page in en loads. */
export const catalogFiles: CatalogFiles = import.meta.glob<{ default: Messages }>(
  '../catalogs/*/en.json',
);

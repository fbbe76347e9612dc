import type shell from './catalogs/shell/en.json';
import type site from './catalogs/site/en.json';
import type auth from './catalogs/auth/en.json';

/**
 * The web's message namespaces: `shell` is what every page draws (header, footer, navigation,
 * shared components); each feature has its own. A message's id starts with its namespace.
 */
export interface NamespaceIds {
  shell: keyof typeof shell;
  site: keyof typeof site;
  auth: keyof typeof auth;
}

export type Namespace = keyof NamespaceIds;

/** Every namespace, as the catalogs' folders are named. */
const NAMESPACES: Record<Namespace, true> = { shell: true, site: true, auth: true };

export const isNamespace = (name: string): name is Namespace => name in NAMESPACES;

/** The namespaces every page draws, loaded with the app itself. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['shell'];

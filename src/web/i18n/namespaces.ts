import type language from './catalogs/language/en.json';
import type shell from './catalogs/shell/en.json';

/**
 * The web's message namespaces: `shell` is what every page draws (header, footer, navigation,
 * shared components); each feature has its own. A message's id starts with its namespace.
 */
export interface NamespaceIds {
  shell: keyof typeof shell;
  /** The language menu's and banner's (decision 034), loaded with their code. */
  language: keyof typeof language;
}

export type Namespace = keyof NamespaceIds;

/** Every namespace, as the catalogs' folders are named. */
const NAMESPACES: Record<Namespace, true> = { shell: true, language: true };

export const isNamespace = (name: string): name is Namespace => name in NAMESPACES;

/** The namespaces every page draws, loaded with the app itself. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['shell'];

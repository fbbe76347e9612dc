import type comments from './catalogs/comments/en.json';
import type posts from './catalogs/posts/en.json';
import type shell from './catalogs/shell/en.json';
import type stories from './catalogs/stories/en.json';
import type users from './catalogs/users/en.json';

/**
 * The web's message namespaces: `shell` is what every page draws (header, footer, navigation,
 * shared components); each feature has its own. A message's id starts with its namespace.
 */
export interface NamespaceIds {
  shell: keyof typeof shell;
  posts: keyof typeof posts;
  comments: keyof typeof comments;
  stories: keyof typeof stories;
  users: keyof typeof users;
}

export type Namespace = keyof NamespaceIds;

/** Every namespace, as the catalogs' folders are named. */
const NAMESPACES: Record<Namespace, true> = {
  shell: true,
  posts: true,
  comments: true,
  stories: true,
  users: true,
};

export const isNamespace = (name: string): name is Namespace => name in NAMESPACES;

/** The namespaces every page draws, loaded with the app itself. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['shell'];

import type comments from './catalogs/comments/en.json';
import type posts from './catalogs/posts/en.json';
import type language from './catalogs/language/en.json';
import type shell from './catalogs/shell/en.json';
import type shellLater from './catalogs/shellLater/en.json';
import type site from './catalogs/site/en.json';
import type siteFaq from './catalogs/siteFaq/en.json';
import type sitePages from './catalogs/sitePages/en.json';
import type auth from './catalogs/auth/en.json';
import type stories from './catalogs/stories/en.json';
import type users from './catalogs/users/en.json';
import type navSearch from './catalogs/navSearch/en.json';
import type shellParts from './catalogs/shellParts/en.json';
import type heads from './catalogs/heads/en.json';
import type moderation from './catalogs/moderation/en.json';
import type dashboard from './catalogs/dashboard/en.json';
import type notifications from './catalogs/notifications/en.json';
import type legal from './catalogs/legal/en.json';
import type donations from './catalogs/donations/en.json';

/**
 * The web's message namespaces: `shell` is what every page draws (header, footer, navigation,
 * shared components); each feature has its own. A message's id starts with its namespace.
 */
export interface NamespaceIds {
  shell: keyof typeof shell;
  /** Shared parts drawn after the first load: the account menu, the share row, the e-mail notice. */
  shellLater: keyof typeof shellLater;
  site: keyof typeof site;
  /**
   * The home page's questions, below the fold: native disclosures that work before the page's
   * script, hydrated once their messages arrive after the page has started.
   */
  siteFaq: keyof typeof siteFaq;
  /** The site's pages besides the home (about, 404, publishers only, the request dialog). */
  sitePages: keyof typeof sitePages;
  auth: keyof typeof auth;
  posts: keyof typeof posts;
  comments: keyof typeof comments;
  stories: keyof typeof stories;
  users: keyof typeof users;
  /** The admin's and publishers' dashboard tabs that manage the site's content and members. */
  moderation: keyof typeof moderation;
  donations: keyof typeof donations;
  /** The language menu's and banner's (decision 034), loaded with their code. */
  language: keyof typeof language;
  /** The header's search (its dropdown and its phone overlay), loaded with its code. */
  navSearch: keyof typeof navSearch;
  /** Shared parts no first load of the home page draws: lists, search pages, dialogs, forms. */
  shellParts: keyof typeof shellParts;
  /** The server-drawn pages' titles and descriptions (`ssr/pages`), read on the server only. */
  heads: keyof typeof heads;
  /** The member's dashboard: its menu and tabs' names, and the Profile tab. */
  dashboard: keyof typeof dashboard;
  /** Also a member's notification settings, and the pages and forms of e-mail subscriptions. */
  notifications: keyof typeof notifications;
  /** The privacy policy and the terms, on their pages and in the footer's dialogs. */
  legal: keyof typeof legal;
}

export type Namespace = keyof NamespaceIds;

/** Every namespace, as the catalogs' folders are named. */
const NAMESPACES: Record<Namespace, true> = {
  shell: true,
  shellLater: true,
  site: true,
  siteFaq: true,
  sitePages: true,
  auth: true,
  posts: true,
  comments: true,
  stories: true,
  users: true,
  moderation: true,
  donations: true,
  language: true,
  navSearch: true,
  shellParts: true,
  heads: true,
  dashboard: true,
  notifications: true,
  legal: true,
};

export const isNamespace = (name: string): name is Namespace => name in NAMESPACES;

/** The namespaces every page draws, loaded with the app itself. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['shell'];

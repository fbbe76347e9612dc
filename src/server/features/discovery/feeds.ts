import { Feed, type Enclosure } from 'feed';
import { localizedPath } from '#contracts/i18n/locale-paths.ts';
import { LOCALE_DETAILS, type Locale } from '#contracts/i18n/locales.ts';
import { POST_CATEGORIES } from '#contracts/posts.constants.ts';
import { notFound } from '../../platform/errors.ts';
import { htmlToText } from '../../platform/sanitize-html.ts';
import type { Services } from '../../platform/services.ts';
import { findAuthor, newestNarratives, newestPosts, type FeedEntry } from './feed-entries.ts';
import { absoluteImageUrl, absoluteUrl, categoryPath, profilePath } from './site-paths.ts';

export const FEED_FORMATS = ['rss', 'atom'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/**
 * What a feed follows; each has its folder under `/feeds/`, holding `rss.xml` and `atom.xml`.
 * The site's posts and narratives have a feed in each language too (`/feeds/es/posts/`): only
 * what is written in it, linked to its pages in that language (decision 034).
 */
export type FeedScope =
  | { kind: 'posts'; language?: Locale }
  | { kind: 'category'; category: string }
  | { kind: 'author'; username: string }
  | { kind: 'narratives'; language?: Locale };

export const feedPath = (folder: string, format: FeedFormat) => `${folder}/${format}.xml`;

/** The folder of the site's posts or narratives feed, in one language or in all. */
export const siteFeedFolder = (kind: 'posts' | 'narratives', language?: Locale) =>
  language ? `/feeds/${language}/${kind}` : `/feeds/${kind}`;

/** A feed's own words and items, before it is written out in one format. */
interface Channel {
  title: string;
  description: string;
  /** The web page that shows the same items. */
  pagePath: string;
  /** The feed's folder, `/feeds/...`. */
  folder: string;
  entries: FeedEntry[];
  /** The language of the feed's items and of the pages it links to. */
  language?: Locale;
}

const SUMMARY_LENGTH = 280;
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Both formats read an item's title as HTML; a title is plain text, so it is escaped. */
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (char) => HTML_ESCAPES[char]!);

/**
 * The first words of the body as plain text (HTML-escaped, as the formats expect), cut without
 * leaving half an entity behind.
 */
function summary(html: string) {
  const text = htmlToText(html);
  if (text.length <= SUMMARY_LENGTH) return text;
  return `${text
    .slice(0, SUMMARY_LENGTH)
    .replace(/&[#\w]*$/, '')
    .trimEnd()}…`;
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/**
 * The cover as an enclosure. An address that does not parse, or whose file name does not tell
 * the image type, is left out rather than failing the feed.
 */
function coverEnclosure(publicUrl: string, image: string): Enclosure | undefined {
  const url = absoluteImageUrl(publicUrl, image);
  if (!URL.canParse(url)) return undefined;
  const extension = /\.(\w+)$/.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  const type = extension ? IMAGE_TYPES[extension] : undefined;
  return type ? { url, type } : undefined;
}

function renderFeed(
  { publicUrl, defaultLocale }: Services['config'],
  channel: Channel,
  format: FeedFormat,
) {
  const pageOf = (path: string) =>
    absoluteUrl(publicUrl, localizedPath(path, channel.language ?? defaultLocale, defaultLocale));
  const pageUrl = pageOf(channel.pagePath);
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    id: absoluteUrl(publicUrl, feedPath(channel.folder, format)),
    link: pageUrl,
    feed: absoluteUrl(publicUrl, feedPath(channel.folder, format)),
    language: channel.language ?? 'en',
    favicon: absoluteUrl(publicUrl, '/favicon.svg'),
    // The newest item's date, not the time of the request, so an unchanged feed reads the same.
    updated: channel.entries[0]?.updatedAt ?? new Date(0),
    generator: false,
  });
  for (const entry of channel.entries) {
    feed.addItem({
      title: escapeHtml(entry.title),
      id: `urn:uuid:${entry.id}`,
      link: pageOf(entry.path),
      date: entry.updatedAt,
      published: entry.createdAt,
      description: entry.excerpt ? escapeHtml(entry.excerpt) : summary(entry.html),
      author: [{ name: entry.author, link: pageOf(profilePath(entry.author)) }],
      category: [{ name: entry.category }],
      image: entry.image ? coverEnclosure(publicUrl, entry.image) : undefined,
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}

const isPostCategory = (category: string) =>
  (POST_CATEGORIES as readonly string[]).includes(category);

async function channelOf(services: Pick<Services, 'db'>, scope: FeedScope): Promise<Channel> {
  switch (scope.kind) {
    case 'posts': {
      const { language } = scope;
      return {
        title: language
          ? `Hearth — posts in ${LOCALE_DETAILS[language].name}`
          : 'Hearth — all posts',
        description: 'The newest posts on Hearth.',
        pagePath: '/posts',
        folder: siteFeedFolder('posts', language),
        entries: await newestPosts(services, { language }),
        language,
      };
    }
    case 'category': {
      const { category } = scope;
      if (!isPostCategory(category)) throw notFound('Unknown category');
      return {
        title: `Hearth — ${category} posts`,
        description: `The newest posts in ${category} on Hearth.`,
        pagePath: categoryPath(category),
        folder: `/feeds/category/${category}`,
        entries: await newestPosts(services, { category }),
      };
    }
    case 'author': {
      const author = await findAuthor(services, scope.username);
      return {
        title: `Hearth — posts by ${author.username}`,
        description: `The newest posts by ${author.username} on Hearth.`,
        pagePath: profilePath(author.username),
        folder: `/feeds/author/${encodeURIComponent(author.username)}`,
        entries: await newestPosts(services, { userId: author.id }),
      };
    }
    case 'narratives': {
      const { language } = scope;
      return {
        title: language
          ? `Hearth — help narratives in ${LOCALE_DETAILS[language].name}`
          : 'Hearth — help narratives',
        description: 'The newest help narratives on Hearth.',
        pagePath: '/stories',
        folder: siteFeedFolder('narratives', language),
        entries: await newestNarratives(services, language),
        language,
      };
    }
  }
}

/**
 * The body of a feed: the newest public items of its scope, in RSS 2.0 or Atom 1.0.
 * 404 for a category or author that does not exist.
 */
export async function readFeed(
  services: Pick<Services, 'db' | 'config'>,
  scope: FeedScope,
  format: FeedFormat,
): Promise<string> {
  return renderFeed(services.config, await channelOf(services, scope), format);
}

import { localizedPaths } from '#contracts/i18n/locale-paths.ts';
import { LOCALES, type Locale } from '#contracts/i18n/locales.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import {
  countSitemapEntries,
  sitemapEntriesBetween,
  type SitemapEntry,
} from './sitemap-entries.ts';
import { absoluteUrl } from './site-paths.ts';

export interface SitemapLimits {
  /** Addresses in one file; past it `/sitemap.xml` becomes an index of files. */
  urlsPerFile: number;
  /** Rows read per statement, so a file of 50,000 addresses never holds 50,000 rows at once. */
  rowsPerRead: number;
}

/** 50,000 is the sitemaps.org limit of one file. */
export const SITEMAP_LIMITS: SitemapLimits = { urlsPerFile: 50_000, rowsPerRead: 5_000 };

type Reads = Pick<Services, 'db' | 'config'>;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);

/** The address of the n-th file (from 1) of a sitemap index. */
export const sitemapFilePath = (file: number) => `/sitemap-${file}.xml`;

/**
 * Each page is listed once in every language (decision 034), each address naming all the others
 * and the default's as `x-default`, as Google reads language versions from a sitemap. Addresses
 * are numbered page by page, language by language; `start` and `end` count them so.
 */
async function* inEveryLanguage(
  pages: AsyncIterable<SitemapEntry>,
  firstPage: number,
  { start, end }: { start: number; end: number },
  defaultLocale: Locale,
) {
  let index = firstPage * LOCALES.length;
  for await (const page of pages) {
    const versions = localizedPaths(page.path, defaultLocale);
    for (const { path } of versions) {
      if (index >= start && index < end) yield { ...page, path, versions };
      index += 1;
    }
  }
}

async function renderUrlSet(
  publicUrl: string,
  entries: AsyncIterable<SitemapEntry & { versions: { locale: Locale; path: string }[] }>,
) {
  const lines = [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`,
  ];
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(publicUrl, path))}"/>`;
  for await (const { path, lastmod, versions } of entries) {
    const loc = `<loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc>`;
    const alternates = [
      ...versions.map((version) => link(version.locale, version.path)),
      link('x-default', versions[0]!.path),
    ].join('');
    lines.push(
      `<url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates}</url>`,
    );
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

function renderIndex(publicUrl: string, files: number) {
  const lines = [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`];
  for (let file = 1; file <= files; file += 1) {
    const loc = escapeXml(absoluteUrl(publicUrl, sitemapFilePath(file)));
    lines.push(`<sitemap><loc>${loc}</loc></sitemap>`);
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

/** How many files the sitemap needs: 0 when every address fits in `/sitemap.xml` itself. */
const indexFiles = (total: number, urlsPerFile: number) =>
  total <= urlsPerFile ? 0 : Math.ceil(total / urlsPerFile);

const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);

/**
 * The body of `/sitemap.xml`: every public page (listings, posts, approved narratives, open
 * donation cases, authors) in every language or, past `urlsPerFile` addresses, the index of the
 * files holding them.
 */
export async function readSitemap(
  { db, config }: Reads,
  { urlsPerFile, rowsPerRead }: SitemapLimits,
): Promise<string> {
  const counts = await countSitemapEntries(db);
  const pages = sum(counts);
  const total = pages * LOCALES.length;
  const files = indexFiles(total, urlsPerFile);
  if (files > 0) return renderIndex(config.publicUrl, files);
  const entries = sitemapEntriesBetween(db, counts, { start: 0, end: pages, rowsPerRead });
  const urls = inEveryLanguage(entries, 0, { start: 0, end: total }, config.defaultLocale);
  return renderUrlSet(config.publicUrl, urls);
}

/** The body of `/sitemap-{file}.xml`; 404 when the sitemap is not an index or has no such file. */
export async function readSitemapFile(
  { db, config }: Reads,
  { urlsPerFile, rowsPerRead }: SitemapLimits,
  file: number,
): Promise<string> {
  const counts = await countSitemapEntries(db);
  const total = sum(counts) * LOCALES.length;
  if (file < 1 || file > indexFiles(total, urlsPerFile)) throw notFound('Sitemap not found');
  const start = (file - 1) * urlsPerFile;
  const end = Math.min(start + urlsPerFile, total);
  const firstPage = Math.floor(start / LOCALES.length);
  const entries = sitemapEntriesBetween(db, counts, {
    start: firstPage,
    end: Math.ceil(end / LOCALES.length),
    rowsPerRead,
  });
  const urls = inEveryLanguage(entries, firstPage, { start, end }, config.defaultLocale);
  return renderUrlSet(config.publicUrl, urls);
}

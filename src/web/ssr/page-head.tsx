import { SITE_NAME } from '#contracts/common.constants.ts';
import { localizedPath, localizedPaths } from '#contracts/i18n/locale-paths.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import { imageSources } from '#web/lib/image-sources.ts';
import { structuredDataJson, type StructuredData } from './structured-data.ts';

/** An RSS feed a page offers its readers (`<link rel="alternate">`). */
export interface FeedLink {
  title: string;
  /** The feed's path on this site. */
  href: string;
}

/** What a page says about itself to browsers, crawlers and link previews. */
export interface PageMeta {
  /** The page's own title, without the site name; none on the home page. */
  title?: string;
  description: string;
  /** The page's path; made absolute with the public address. */
  path: string;
  /** An image for link previews, relative or absolute. */
  image?: string;
  /** What `image` shows, for link previews read aloud; none when it adds nothing to the title. */
  imageAlt?: string;
  /**
   * The `sizes` the page draws `image` at when it is the page's largest content: the image is
   * then preloaded at high priority, before the styles and scripts are in.
   */
  leadImageSizes?: string;
  type?: 'website' | 'article' | 'profile';
  /** Kept out of search results (the not-found page, anything private). */
  noindex?: boolean;
  /** What the page is about in schema.org terms (JSON-LD), with absolute addresses. */
  structuredData?: StructuredData;
  feeds?: FeedLink[];
}

/** The site's posts and narratives feeds have one a language (`/feeds/es/posts/…`). */
const feedIn = (href: string, locale: Locale, defaultLocale: Locale) =>
  locale === defaultLocale
    ? href
    : href.replace(/^\/feeds\/(posts|narratives)\//, `/feeds/${locale}/$1/`);

/**
 * The head tags of a page; React escapes every value. Its canonical address is its language's,
 * and an indexed page names every language's address (`hreflang`), the default's as `x-default`.
 */
export function PageHead({
  meta,
  publicUrl,
  locale,
  defaultLocale,
}: {
  meta: PageMeta;
  publicUrl: string;
  locale: Locale;
  defaultLocale: Locale;
}) {
  const title = meta.title ? `${meta.title} · ${SITE_NAME}` : SITE_NAME;
  const cardTitle = meta.title ?? SITE_NAME;
  const absolute = (path: string) => new URL(path, publicUrl).href;
  const url = absolute(localizedPath(meta.path, locale, defaultLocale));
  const alternates = localizedPaths(meta.path, defaultLocale);
  const image = meta.image ? new URL(meta.image, publicUrl).href : undefined;
  const sources = meta.image ? imageSources(meta.image) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {alternates.map((alternate) => (
            <link
              key={alternate.locale}
              rel="alternate"
              hrefLang={alternate.locale}
              href={absolute(alternate.path)}
            />
          ))}
          <link rel="alternate" hrefLang="x-default" href={absolute(alternates[0]!.path)} />
        </>
      )}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:title" content={cardTitle} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      {image && sources?.width && sources.height && (
        <>
          <meta property="og:image:width" content={String(sources.width)} />
          <meta property="og:image:height" content={String(sources.height)} />
        </>
      )}
      {image && meta.imageAlt && <meta property="og:image:alt" content={meta.imageAlt} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={cardTitle} />
      <meta name="twitter:description" content={meta.description} />
      {image && <meta name="twitter:image" content={image} />}
      {image && meta.imageAlt && <meta name="twitter:image:alt" content={meta.imageAlt} />}
      {sources && meta.leadImageSizes && (
        <link
          rel="preload"
          as="image"
          href={sources.src}
          imageSrcSet={sources.srcSet}
          imageSizes={sources.srcSet ? meta.leadImageSizes : undefined}
          fetchPriority="high"
        />
      )}
      {meta.feeds?.map((feed) => {
        const href = feedIn(feed.href, locale, defaultLocale);
        return (
          <link
            key={href}
            rel="alternate"
            type="application/rss+xml"
            title={feed.title}
            href={href}
          />
        );
      })}
      {meta.structuredData && (
        <script
          type="application/ld+json"
          // A data block, never run; `<` is escaped so its text cannot close the element.
          dangerouslySetInnerHTML={{ __html: structuredDataJson(meta.structuredData) }}
        />
      )}
    </>
  );
}

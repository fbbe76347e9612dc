export const SITE_NAME = 'Hearth';

/** What a page says about itself to browsers, crawlers and link previews. */
export interface PageMeta {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
  /** The page's path; made absolute with the public address. */
  path: string;
  /** An image for link previews, relative or absolute. */
  image?: string;
  type?: 'website' | 'article';
  /** Kept out of search results (the not-found page, anything private). */
  noindex?: boolean;
}

/** The head tags of a page; React escapes every value. */
export function PageHead({ meta, publicUrl }: { meta: PageMeta; publicUrl: string }) {
  const title = `${meta.title} · ${SITE_NAME}`;
  const url = new URL(meta.path, publicUrl).href;
  const image = meta.image ? new URL(meta.image, publicUrl).href : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={url} />
      )}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      {image && <meta name="twitter:image" content={image} />}
    </>
  );
}

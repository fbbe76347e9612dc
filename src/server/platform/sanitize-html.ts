import sanitize from 'sanitize-html';

const OWN_LINK = /^(\/|#)/;

/**
 * Rich text from the editor, cut down to an allowlist before it is stored: headings, paragraphs,
 * lists, links, images, code and quotes. Scripts, styles, event handlers and `javascript:` URLs
 * are dropped; links to other sites get `rel="noopener nofollow ugc"` and open in a new tab.
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'mark',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'code',
      'pre',
      'span',
      'sub',
      'sup',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      code: ['class'],
      pre: ['class'],
      span: ['class'],
      p: ['style'],
      h1: ['style'],
      h2: ['style'],
      h3: ['style'],
      h4: ['style'],
    },
    allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
    allowedClasses: {
      code: [/^language-[\w-]+$/],
      pre: [/^language-[\w-]+$/],
      span: [/^hljs-[\w-]+$/],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      // An image nobody described is passed over by screen readers rather than read out as its
      // file name; the editor asks for a description, but pasted or dropped images come without.
      img: (tagName, attributes) => ({
        tagName,
        attribs: { ...attributes, alt: attributes.alt ?? '' },
      }),
      a: (tagName, attributes) => {
        const href = attributes.href ?? '';
        if (OWN_LINK.test(href)) return { tagName, attribs: { href } };
        return {
          tagName,
          attribs: { ...attributes, href, target: '_blank', rel: 'noopener nofollow ugc' },
        };
      },
    },
  });
}

/** Block ends, where the text of two paragraphs or list items must not run together. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre)>/gi;

/** Plain text of stored HTML (excerpts, reading time). */
export const htmlToText = (html: string) =>
  sanitize(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();

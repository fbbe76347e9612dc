/**
 * Text helpers for posts. Post content is sanitized HTML from the server; these only read it.
 * Kept free of the contracts' runtime (zod) because the home page uses them.
 */

/** Block ends, where two paragraphs' text must not run together (as the server's `htmlToText`). */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre)>/gi;

/**
 * The readable text of some HTML in the browser, entities decoded, whitespace collapsed: the
 * same text as the server's `htmlToText`, so a server-rendered excerpt hydrates unchanged.
 */
export function htmlToText(html: string): string {
  // A parsed document is inert: no script runs and no image loads.
  const document = new DOMParser().parseFromString(html.replace(BLOCK_END, '$& '), 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first `length` characters of the text, with an ellipsis when something was cut. */
export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

/** The spec's reading time: content length / 1000, rounded, at least one minute. */
export function readingMinutes(content: string): number {
  return Math.max(1, Math.round(content.length / 1000));
}

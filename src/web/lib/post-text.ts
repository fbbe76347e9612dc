/**
 * Text helpers for posts. Post content is sanitized HTML from the server; these only read it.
 * Kept free of the contracts' runtime (zod) because the home page uses them.
 */

/** Block ends, where two paragraphs' text must not run together (as the server's `htmlToText`). */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre)>/gi;

let parser: HTMLTemplateElement | undefined;

/**
 * The readable text of some HTML in the browser, entities decoded, whitespace collapsed: the
 * same text as the server's `htmlToText`, so a server-rendered excerpt hydrates unchanged.
 */
export function htmlToText(html: string): string {
  // A template's content is inert: no script runs and no image loads. One template serves every
  // call: a new document for each (DOMParser) cost more than the parsing, a dozen times a page.
  parser ??= document.createElement('template');
  parser.innerHTML = html.replace(BLOCK_END, '$& ');
  const text = parser.content.textContent;
  parser.innerHTML = '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The first `length` characters of the text, with an ellipsis when something was cut. */
export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

/** The spec's reading time: content length / 1000, rounded, at least one minute. */
export function readingMinutes(content: string): number {
  return Math.max(1, Math.round(content.length / 1000));
}

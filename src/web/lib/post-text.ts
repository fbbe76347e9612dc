/**
 * Text helpers for posts. Post content is sanitized HTML from the server; these only read it.
 * Kept free of the contracts' runtime (zod) because the home page uses them.
 */

/** The readable text of some HTML, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  // A parsed document is inert: no script runs and no image loads.
  const document = new DOMParser().parseFromString(html, 'text/html');
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

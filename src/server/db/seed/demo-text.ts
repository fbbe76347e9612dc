/**
 * Demo texts are written as plain data (paragraphs, headings, lists, quotes) and turned into the
 * same small HTML subset the rich-text editor produces.
 */
export type Block =
  /** A paragraph; `**words**` become <strong>. */
  string | { h2: string } | { list: string[] } | { quote: string };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const inline = (text: string) => escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

export function renderHtml(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${inline(block)}</p>`;
      if ('h2' in block) return `<h2>${inline(block.h2)}</h2>`;
      if ('list' in block)
        return `<ul>${block.list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;
      return `<blockquote><p>${inline(block.quote)}</p></blockquote>`;
    })
    .join('');
}

/** "Painting Light: Why Watercolour Rewards Patience" -> "painting-light-why-watercolour-rewards-patience" */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slugs made unique within one seed run by a numeric suffix. */
export function createSlugger() {
  const used = new Set<string>();
  return (title: string) => {
    const base = slugify(title) || 'untitled';
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}

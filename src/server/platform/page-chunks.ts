import { PAGE_CHUNKS_META } from '#contracts/server-render.constants.ts';

/** The parts of Vite's build manifest (`dist/web/.vite/manifest.json`) that name chunks. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The head tag naming the chunks of some of the web's modules, by their source path. */
export type PageChunks = (modules: readonly string[]) => string;

/**
 * The chunks of a server-rendered page's own modules: each module's chunk and every chunk it
 * imports, less those the template already loads, named in a `<meta>` tag. The entry asks for
 * them together with the app once the page is painted, instead of finding them one import at a
 * time after the app starts. Not `<link rel="modulepreload">`: scripts fetched before the first
 * paint compete with the stylesheet and the lead image for a phone's bandwidth.
 */
export function pageChunksFrom(manifest: BuildManifest, template: string): PageChunks {
  const known = new Map<string, string>();

  function chunksOf(key: string, found: Set<string>) {
    const entry = manifest[key];
    if (!entry || found.has(entry.file)) return;
    found.add(entry.file);
    for (const imported of entry.imports ?? []) chunksOf(imported, found);
  }

  return (modules) => {
    const key = modules.join(' ');
    const kept = known.get(key);
    if (kept !== undefined) return kept;
    const files = new Set<string>();
    for (const module of modules) chunksOf(module, files);
    const hrefs = [...files]
      .map((file) => `/${file}`)
      .filter((href) => !template.includes(`"${href}"`));
    const tag =
      hrefs.length > 0 ? `<meta name="${PAGE_CHUNKS_META}" content="${hrefs.join(' ')}">` : '';
    known.set(key, tag);
    return tag;
  };
}

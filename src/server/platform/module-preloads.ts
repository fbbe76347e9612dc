/** The parts of Vite's build manifest (`dist/web/.vite/manifest.json`) that name chunks. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The `<link rel="modulepreload">` tags for some of the web's modules, by their source path. */
export type ModulePreloads = (modules: readonly string[]) => string;

/**
 * Preloads for a server-rendered page's own modules: each module's chunk and every chunk it
 * imports, less those the template already links. The browser fetches them with the page
 * instead of finding them one import at a time after the app starts, and the app's loader
 * (Vite's preload helper) finds them linked and adds nothing to the document while it hydrates.
 */
export function modulePreloadsFrom(manifest: BuildManifest, template: string): ModulePreloads {
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
    const links = [...files]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    known.set(key, links);
    return links;
  };
}

import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** Every chunk `fileName` imports, itself included. */
function chunkGraph(bundle: Rollup.OutputBundle, fileName: string, found = new Set<string>()) {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || found.has(fileName)) return found;
  found.add(fileName);
  for (const imported of chunk.imports) chunkGraph(bundle, imported, found);
  return found;
}

/**
 * The built `index.html` in the order a first paint wants:
 * - the stylesheet first, so the browser asks for it before any script;
 * - the chunks of `appModule`, which the entry imports after the first paint, preloaded with
 *   the page rather than found one import at a time afterwards.
 */
export function firstPaintOrder(appModule: string): Plugin {
  return {
    name: 'hearth:first-paint-order',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const app = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(appModule)),
        );
        if (!app) throw new Error(`The build has no chunk for ${appModule}`);
        const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0] ?? '';
        const reordered = html
          .replace(stylesheet, '')
          .replace(/(<meta name="viewport"[^>]*>)/, `$1${stylesheet}`);
        const tags: HtmlTagDescriptor[] = [...chunkGraph(bundle, app.fileName)]
          .filter((file) => !reordered.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        return { html: reordered, tags };
      },
    },
  };
}

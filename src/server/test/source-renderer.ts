import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebRenderer } from '../platform/server-render.ts';
import { projectRoot } from '../platform/paths.ts';

/**
 * The web's server entry from source, loaded by path as the built one is (the server never
 * imports the web), with the source index.html as the page to fill.
 */
export async function sourceRenderer() {
  const entry = join(projectRoot, 'src/web/entry-server.tsx');
  const { renderPage, pageAddress } = (await import(/* @vite-ignore */ entry)) as Omit<
    WebRenderer,
    'template'
  >;
  const template = readFileSync(join(projectRoot, 'src/web/index.html'), 'utf8');
  return { template, renderPage, pageAddress };
}

/** The parts of a rendered page a test reads. */
export const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
export const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

/** The page's JSON-LD, parsed. */
export function structuredDataOf(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(headOf(html));
  if (!block) throw new Error('The page has no JSON-LD');
  return JSON.parse(block[1]!) as Record<string, unknown>;
}

/** The state the page hands its client, parsed. */
export function serverStateOf(html: string): {
  path: string;
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
} {
  const block = /<script type="application\/json" id="hearth-state">(.*?)<\/script>/s.exec(html);
  if (!block) throw new Error('The page has no server state');
  return JSON.parse(block[1]!);
}

import type { ServerPart } from '../page-table.ts';
import type { ServerPage, ServerPageModule } from './server-page.ts';

/**
 * The server parts the page table names, all imported at once: for the server renderer
 * (`entry-server.tsx`) alone. Imported by the browser's code, it would carry every page's data
 * code into the first load.
 */
const serverPages = import.meta.glob<ServerPageModule>('./pages/*.ts', { eager: true });

/** The modules of `ssr/pages/`, as the page table names them. */
export const serverPageModules = Object.keys(serverPages).map((key) => `ssr/${key.slice(2)}`);

/** The server part of a page, or undefined for a page the client draws from the shell. */
export function serverPageOf(part: ServerPart): ServerPage<unknown> | undefined {
  if (part === 'shell') return undefined;
  const module = serverPages[`./${part.slice('ssr/'.length)}`];
  if (!module) throw new Error(`No server page at src/web/${part}`);
  return module.serverPage;
}

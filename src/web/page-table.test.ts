import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPageEntry, pageTable } from './page-table.ts';
import { isPageHandle, isRedirectHandle, routes } from './routes.tsx';
import { serverPageModules, serverPageOf } from './ssr/server-pages.ts';

/** Each route of the router that answers an address, with its full path. */
function addressRoutes(list: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return list.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path
        ? `${parent}/${route.path}`.replace('/*', '*')
        : parent;
    const own = route.index || route.path ? [{ path, route }] : [];
    return [...own, ...addressRoutes(route.children ?? [], path)];
  });
}

const pages = pageTable.filter(isPageEntry);

describe('the page table', () => {
  it('is where every route of the router comes from, page or redirect', () => {
    const answering = addressRoutes(routes);
    expect(answering.map(({ path }) => path).sort()).toEqual(
      pageTable.map(({ path }) => path).sort(),
    );
    for (const { path, route } of answering) {
      const fromTable = isPageHandle(route.handle) || isRedirectHandle(route.handle);
      expect(fromTable, `${path} is not drawn from the page table`).toBe(true);
    }
    // What else the router has are layouts: they answer no address of their own.
    const layouts = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => (route.children ? [route, ...layouts(route.children)] : []));
    for (const layout of layouts(routes)) expect(layout.path).toBeUndefined();
  });

  it('gives every page the server draws a head, and its load where it reads data', () => {
    const drawn = pages.filter(({ server }) => server !== 'shell');
    expect(drawn.length).toBeGreaterThan(10);
    for (const { path, server } of drawn) {
      const serverPage = serverPageOf(server);
      expect(typeof serverPage?.head, `${path} has no head`).toBe('function');
      expect(['undefined', 'function'], path).toContain(typeof serverPage?.load);
    }
  });

  it('leaves to the client only members’ pages, forms, secret links and the ends of sign-in and giving', () => {
    const shell = pages.filter(({ server }) => server === 'shell');
    // Members' pages are never drawn on the server (it renders as a visitor).
    for (const { path, page, guard } of pages) {
      if (page.private || guard)
        expect(
          shell.map((entry) => entry.path),
          path,
        ).toContain(path);
    }
    const publicShell = shell.filter(({ page, guard }) => !page.private && !guard);
    expect(publicShell.map(({ path }) => path).sort()).toEqual([
      '/donate/success',
      '/giving-record',
      '/monthly-gift/:token',
      '/oauth/complete',
      '/request-password-reset',
      '/reset-password/:userId/:token',
      '/sign-in',
      '/sign-up',
      '/users/:userId/confirm-email/:token',
      '/users/:userId/undo-email-change/:token',
      '/users/:userId/verify/:token',
    ]);
  });

  it('names every server page module, so none is left unused', () => {
    const named = new Set(pages.map(({ server }) => server));
    for (const module of serverPageModules) expect(named, module).toContain(module);
  });

  it('refuses a server part that does not exist', () => {
    expect(() => serverPageOf('ssr/pages/no-such-page.ts')).toThrow(/No server page/);
  });
});

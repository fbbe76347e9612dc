import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSecretParameter, SECRET_LINK_PAGES } from '#contracts/tokens.constants.ts';
import { pageTable } from './page-table.ts';
import { isPageHandle, isRedirectHandle, routeHandlesOf, routes } from './routes.tsx';

const everyRoute = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);

describe('the page routes', () => {
  it('each load the component they name, from the module their handle names', async () => {
    const pages = everyRoute(routes)
      .map((route) => route.handle)
      .filter(isPageHandle);
    expect(pages.length).toBeGreaterThan(25);
    for (const { modules, load } of pages) {
      const [module] = modules;
      expect(module).toMatch(/^(pages|features)\/.+-page\.tsx$/);
      expect(typeof (await load('ar')), module).toBe('function');
    }
  }, 60_000);

  it('name the page at each address, and the not-found page where there is none', () => {
    const modulesAt = (pathname: string) =>
      routeHandlesOf(pathname).findLast(isPageHandle)?.modules;
    const mantine = 'components/mantine-scope.tsx';
    // The home page draws without Mantine's code (decision 021).
    expect(modulesAt('/')).toEqual(['pages/home-page.tsx']);
    expect(modulesAt('/post/harbour-notes')).toEqual(['pages/post-page.tsx', mantine]);
    expect(modulesAt('/create-post')).toEqual(['features/posts/post-editor-page.tsx', mantine]);
    expect(modulesAt('/no/such/page')).toEqual(['features/site/not-found-page.tsx', mantine]);
  });

  it("send the spec's other narrative address to the narrative", () => {
    const redirect = routeHandlesOf('/stories/a b').findLast(isRedirectHandle);
    expect(redirect?.redirectTo({ slug: 'a b' })).toBe('/narrative/a%20b');
  });

  it('name every page whose address carries a secret where the server logs redact it', () => {
    const withSecrets = pageTable
      .map(({ path }) => path)
      .filter((path) => [...path.matchAll(/:(\w+)/g)].some(([, name]) => isSecretParameter(name!)));
    expect(withSecrets.length).toBeGreaterThan(0);
    expect([...SECRET_LINK_PAGES].sort()).toEqual(withSecrets.sort());
  });
});

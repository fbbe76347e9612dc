import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPageHandle, isRedirectHandle, routeHandlesOf, routes } from './routes.tsx';

const everyRoute = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);

describe('the page routes', () => {
  it('each load the component they name, from the module their handle names', async () => {
    const pages = everyRoute(routes)
      .map((route) => route.handle)
      .filter(isPageHandle);
    expect(pages.length).toBeGreaterThan(25);
    for (const { module, load } of pages) {
      expect(module).toMatch(/^(pages|features)\/.+-page\.tsx$/);
      expect(typeof (await load()), module).toBe('function');
    }
  }, 60_000);

  it('name the page at each address, and the not-found page where there is none', () => {
    const moduleAt = (pathname: string) => routeHandlesOf(pathname).findLast(isPageHandle)?.module;
    expect(moduleAt('/')).toBe('pages/home-page.tsx');
    expect(moduleAt('/post/harbour-notes')).toBe('pages/post-page.tsx');
    expect(moduleAt('/create-post')).toBe('features/posts/create-post-page.tsx');
    expect(moduleAt('/no/such/page')).toBe('features/site/not-found-page.tsx');
  });

  it("send the spec's other narrative address to the narrative", () => {
    const redirect = routeHandlesOf('/stories/a b').findLast(isRedirectHandle);
    expect(redirect?.redirectTo({ slug: 'a b' })).toBe('/narrative/a%20b');
  });
});

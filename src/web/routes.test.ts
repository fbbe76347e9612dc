import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes, type PageHandle } from './routes.tsx';

const everyRoute = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);

describe('the page routes', () => {
  it('each load the component they name, from the module their handle names', async () => {
    const pages = everyRoute(routes).filter((route) => typeof route.lazy === 'function');
    expect(pages.length).toBeGreaterThan(25);
    for (const route of pages) {
      const { module } = route.handle as PageHandle;
      expect(module, route.path).toMatch(/^(pages|features)\/.+-page\.tsx$/);
      const loaded = await (route.lazy as () => Promise<RouteObject>)();
      expect(typeof loaded.Component, module).toBe('function');
    }
  }, 60_000);
});

import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the routes matching `pathname` before the router starts, so hydration draws
 * the page the server drew rather than the route's loading fallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

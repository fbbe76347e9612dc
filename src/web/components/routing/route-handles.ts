import { createContext, use } from 'react';

/** The `handle` of each route matching the page shown, outermost first (`routes.tsx`). */
export const RouteHandles = createContext<readonly unknown[]>([]);

/** The innermost matching route's handle of the kind `is` recognises. */
export function useRouteHandle<Handle>(is: (handle: unknown) => handle is Handle) {
  return use(RouteHandles).findLast(is);
}

import { defineServerPage } from '../server-page.ts';

/**
 * `/not-found` and any address no page has; also what a page whose item is missing is drawn
 * as. It reads only what the layout reads.
 */
export const serverPage = defineServerPage({
  status: 404,
  head: () => ({
    title: 'Page not found',
    description: 'There is no page at this address.',
    path: '/not-found',
    noindex: true,
  }),
});

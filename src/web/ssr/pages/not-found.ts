import { defineServerPage } from '../server-page.ts';

/**
 * `/not-found` and any address no page has; also what a page whose item is missing is drawn
 * as. It reads only what the layout reads.
 */
export const serverPage = defineServerPage({
  status: 404,
  head: ({ t }) => ({
    title: t('heads.notFound.title'),
    description: t('heads.notFound.description'),
    path: '/not-found',
    noindex: true,
  }),
});

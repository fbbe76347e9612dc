import { activeCasesQueryOptions } from '#web/features/donations/api.ts';
import { schemaOrg } from '../structured-data.ts';
import { absolute, defineServerPage, LOADED } from '../server-page.ts';

/** `/donate`: the first page of active cases. */
export const serverPage = defineServerPage({
  load: async ({ queryClient }) => {
    await queryClient.prefetchInfiniteQuery(activeCasesQueryOptions(null));
    return LOADED;
  },
  head: ({ publicUrl, t }) => {
    const title = t('heads.donate.title');
    const description = t('heads.donate.description');
    return {
      title,
      description,
      path: '/donate',
      structuredData: schemaOrg('CollectionPage', {
        name: title,
        description,
        url: absolute(publicUrl, '/donate'),
      }),
    };
  },
});

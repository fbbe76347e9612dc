import { activeCasesQueryOptions } from '#web/features/donations/api.ts';
import { schemaOrg } from '../structured-data.ts';
import { absolute, defineServerPage, LOADED } from '../server-page.ts';

const DESCRIPTION =
  'Give to a cause the Hearth community is rallying behind. No account needed; each case shows its amounts in its own currency.';

/** `/donate`: the first page of active cases. */
export const serverPage = defineServerPage({
  load: async ({ queryClient }) => {
    await queryClient.prefetchInfiniteQuery(activeCasesQueryOptions(null));
    return LOADED;
  },
  head: ({ publicUrl }) => ({
    title: 'Donate',
    description: DESCRIPTION,
    path: '/donate',
    structuredData: schemaOrg('CollectionPage', {
      name: 'Donate',
      description: DESCRIPTION,
      url: absolute(publicUrl, '/donate'),
    }),
  }),
});

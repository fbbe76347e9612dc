import { CASE_COVER_SIZES } from '#web/features/donations/donation-case-page.tsx';
import {
  caseUpdatesQueryOptions,
  donationCaseQueryOptions,
  ledgerQueryOptions,
  ledgerSeriesQueryOptions,
  supportersQueryOptions,
} from '#web/features/donations/api.ts';
import { schemaOrg } from '../structured-data.ts';
import { absolute, defineServerPage, describe, fetchOrMissing, NOT_FOUND } from '../server-page.ts';

/**
 * `/donate/{id}`: an active case as a visitor reads it; an inactive, archived or unknown case
 * is not found. The page offers to give to it (a schema.org DonateAction).
 */
export const serverPage = defineServerPage({
  load: async ({ queryClient, params }) => {
    const donationCase = await fetchOrMissing(() =>
      queryClient.fetchQuery(donationCaseQueryOptions(params.id ?? '', null)),
    );
    if (!donationCase) return NOT_FOUND;
    await Promise.all([
      queryClient.prefetchQuery(caseUpdatesQueryOptions(donationCase._id, 1)),
      queryClient.prefetchInfiniteQuery(supportersQueryOptions(donationCase._id)),
      queryClient.prefetchInfiniteQuery(ledgerQueryOptions(donationCase._id)),
      queryClient.prefetchQuery(ledgerSeriesQueryOptions(donationCase._id)),
    ]);
    return { found: donationCase };
  },
  head: ({ found: donationCase, publicUrl, t }) => {
    const path = `/donate/${encodeURIComponent(donationCase._id)}`;
    const description = describe(donationCase.description);
    const url = absolute(publicUrl, path);
    return {
      title: donationCase.title,
      description,
      path,
      image: donationCase.image || undefined,
      leadImageSizes: CASE_COVER_SIZES,
      structuredData: schemaOrg('WebPage', {
        name: donationCase.title,
        description,
        url,
        image: donationCase.image ? absolute(publicUrl, donationCase.image) : undefined,
        datePublished: donationCase.createdAt,
        potentialAction: {
          '@type': 'DonateAction',
          name: t('heads.donate.to', { title: donationCase.title }),
          target: url,
          priceCurrency: donationCase.currency,
          recipient: { '@type': 'Organization', name: 'Hearth', url: absolute(publicUrl, '/') },
        },
      }),
    };
  },
});

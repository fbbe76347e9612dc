/** One of these greets every lost visitor on the 404 page (their ids in the `sitePages` catalog). */
export const NOT_FOUND_QUIPS = [
  'sitePages.notFound.quip1',
  'sitePages.notFound.quip2',
  'sitePages.notFound.quip3',
  'sitePages.notFound.quip4',
  'sitePages.notFound.quip5',
  'sitePages.notFound.quip6',
  'sitePages.notFound.quip7',
  'sitePages.notFound.quip8',
  'sitePages.notFound.quip9',
  'sitePages.notFound.quip10',
] as const;

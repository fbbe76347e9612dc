/** One of these greets every lost visitor on the 404 page (their ids in the `site` catalog). */
export const NOT_FOUND_QUIPS = [
  'site.notFound.quip1',
  'site.notFound.quip2',
  'site.notFound.quip3',
  'site.notFound.quip4',
  'site.notFound.quip5',
  'site.notFound.quip6',
  'site.notFound.quip7',
  'site.notFound.quip8',
  'site.notFound.quip9',
  'site.notFound.quip10',
] as const;

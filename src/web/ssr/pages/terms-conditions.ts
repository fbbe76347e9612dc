import { staticPage } from '../static-page.ts';

export const serverPage = staticPage(
  'WebPage',
  'heads.terms.title',
  '/terms-conditions',
  'heads.terms.description',
);

import { staticPage } from '../static-page.ts';

export const serverPage = staticPage(
  'WebPage',
  'heads.privacy.title',
  '/privacy-policy',
  'heads.privacy.description',
);

import { staticPage } from '../static-page.ts';

export const serverPage = staticPage(
  'AboutPage',
  'heads.about.title',
  '/about',
  'heads.about.description',
);

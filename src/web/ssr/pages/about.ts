import { staticPage } from '../static-page.ts';

export const serverPage = staticPage(
  'AboutPage',
  'About',
  '/about',
  'Hearth began with a simple idea: every community has stories worth telling and people ready to help.',
);

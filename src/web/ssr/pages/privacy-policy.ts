import { staticPage } from '../static-page.ts';

export const serverPage = staticPage(
  'WebPage',
  'Privacy Policy',
  '/privacy-policy',
  'How Hearth collects, uses and protects the information of its members and donors.',
);

import { staticPage } from '../static-page.ts';

export const serverPage = staticPage(
  'WebPage',
  'Terms & Conditions',
  '/terms-conditions',
  'The terms that apply to everyone who reads, writes or donates on Hearth.',
);

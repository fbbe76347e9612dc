import { schemaOrg } from '../structured-data.ts';
import { absolute, type PageLoader } from './page-load.ts';

/** A page whose content is in its code: nothing to read, only its head. */
const staticPage =
  (type: string, title: string, path: string, description: string): PageLoader =>
  ({ publicUrl }) =>
    Promise.resolve({
      meta: {
        title,
        description,
        path,
        structuredData: schemaOrg(type, {
          name: title,
          description,
          url: absolute(publicUrl, path),
        }),
      },
    });

export const loadAboutPage = staticPage(
  'AboutPage',
  'About',
  '/about',
  'Hearth began with a simple idea: every community has stories worth telling and people ready to help.',
);

export const loadPrivacyPolicyPage = staticPage(
  'WebPage',
  'Privacy Policy',
  '/privacy-policy',
  'How Hearth collects, uses and protects the information of its members and donors.',
);

export const loadTermsConditionsPage = staticPage(
  'WebPage',
  'Terms & Conditions',
  '/terms-conditions',
  'The terms that apply to everyone who reads, writes or donates on Hearth.',
);

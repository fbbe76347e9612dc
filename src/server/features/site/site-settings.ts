import type { SiteResponse } from '#contracts/site.ts';
import type { Services } from '../../platform/services.ts';

/** The public, non-secret settings the web reads at start. */
export const siteSettings = ({ config }: Pick<Services, 'config'>): SiteResponse => ({
  name: 'Hearth',
  contactEmail: config.contactEmail,
  paymentProvider: config.payments.provider,
});

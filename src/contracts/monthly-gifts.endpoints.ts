import { endpointsOf } from './endpoint.ts';

const { GET, POST, PUT } = endpointsOf(() => import('./monthly-gifts.ts'));

/** A monthly gift, by the signed link in its receipts: no account needed. */
export const get = GET('/api/donation/monthly/:token', (s) => ({
  params: s.monthlyGiftParamsSchema,
  responses: { 200: s.monthlyGiftSchema },
}));

export const changeAmount = PUT('/api/donation/monthly/:token', (s) => ({
  params: s.monthlyGiftParamsSchema,
  body: s.changeMonthlyAmountSchema,
  responses: { 200: s.monthlyGiftSchema },
}));

export const pause = POST('/api/donation/monthly/:token/pause', (s) => ({
  params: s.monthlyGiftParamsSchema,
  responses: { 200: s.monthlyGiftSchema },
}));

export const resume = POST('/api/donation/monthly/:token/resume', (s) => ({
  params: s.monthlyGiftParamsSchema,
  responses: { 200: s.monthlyGiftSchema },
}));

export const cancel = POST('/api/donation/monthly/:token/cancel', (s) => ({
  params: s.monthlyGiftParamsSchema,
  responses: { 200: s.monthlyGiftSchema },
}));

/** Stripe's customer portal for this gift's card, invoices and subscription. */
export const portal = POST('/api/donation/monthly/:token/portal', (s) => ({
  params: s.monthlyGiftParamsSchema,
  responses: { 200: s.portalResponseSchema },
}));

import { endpoint } from './endpoint.ts';

const schemas = async () => import('./monthly-gifts.ts');

/** A monthly gift, by the signed link in its receipts: no account needed. */
export const get = endpoint('GET', '/api/donation/monthly/:token', schemas, (s) => ({
  params: s.monthlyGiftParamsSchema,
  responses: { 200: s.monthlyGiftSchema },
}));

export const changeAmount = endpoint('PUT', '/api/donation/monthly/:token', schemas, (s) => ({
  params: s.monthlyGiftParamsSchema,
  body: s.changeMonthlyAmountSchema,
  responses: { 200: s.monthlyGiftSchema },
}));

export const pause = endpoint('POST', '/api/donation/monthly/:token/pause', schemas, (s) => ({
  params: s.monthlyGiftParamsSchema,
  responses: { 200: s.monthlyGiftSchema },
}));

export const resume = endpoint('POST', '/api/donation/monthly/:token/resume', schemas, (s) => ({
  params: s.monthlyGiftParamsSchema,
  responses: { 200: s.monthlyGiftSchema },
}));

export const cancel = endpoint('POST', '/api/donation/monthly/:token/cancel', schemas, (s) => ({
  params: s.monthlyGiftParamsSchema,
  responses: { 200: s.monthlyGiftSchema },
}));

/** Stripe's customer portal for this gift's card, invoices and subscription. */
export const portal = endpoint('POST', '/api/donation/monthly/:token/portal', schemas, (s) => ({
  params: s.monthlyGiftParamsSchema,
  responses: { 200: s.portalResponseSchema },
}));

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeMonthlyAmountInput, MonthlyGift } from '#contracts/monthly-gifts.ts';
import * as monthly from '#contracts/monthly-gifts.endpoints.ts';
import { call } from '#web/lib/api-client.ts';

export type { MonthlyGift } from '#contracts/monthly-gifts.ts';

const monthlyGiftKey = (token: string) => ['donations', 'monthly', token] as const;

/** A monthly gift by the signed link of its receipts. */
export function useMonthlyGift(token: string) {
  return useQuery({
    queryKey: monthlyGiftKey(token),
    queryFn: ({ signal }) => call(monthly.get, { params: { token }, signal }),
    retry: false,
  });
}

type MonthlyAction = 'pause' | 'resume' | 'cancel';

/**
 * The donor's changes through the link: a new amount, pause, resume or cancel. The answer is the
 * gift as it now stands.
 */
export function useChangeMonthlyGift(token: string) {
  const queryClient = useQueryClient();
  const settle = (gift: MonthlyGift) => queryClient.setQueryData(monthlyGiftKey(token), gift);
  const amount = useMutation({
    mutationFn: (body: ChangeMonthlyAmountInput) =>
      call(monthly.changeAmount, { params: { token }, body }),
    onSuccess: settle,
  });
  const action = useMutation({
    mutationFn: (which: MonthlyAction) => call(monthly[which], { params: { token } }),
    onSuccess: settle,
  });
  return { amount, action };
}

/** Opens Stripe's customer portal (card and invoices) for the gift. */
export function useMonthlyPortal(token: string) {
  return useMutation({
    mutationFn: () => call(monthly.portal, { params: { token } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

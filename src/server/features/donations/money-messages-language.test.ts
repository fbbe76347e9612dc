import { describe, expect, it } from 'vitest';
import { testFileApp } from '../../test/test-file-app.ts';

/**
 * The API's refusals of an amount (too many decimals for the currency, over a limit, not a
 * number) in the language the client asks for, the limit written that language's way; English,
 * as the spec's clients read it, under `*` or no `Accept-Language`.
 */
const { actors, inject, as } = testFileApp({
  environment: { DONATION_RATE_LIMIT_PER_IP: '10000', DONATION_RATE_LIMIT_PER_CASE: '10000' },
});

async function openCase(currency: string) {
  const response = await as(actors.admin, {
    method: 'POST',
    url: '/api/donation/case',
    payload: { title: `A ${currency} case`, description: 'For the refusals', currency },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}

const give = (caseId: string, amount: number, language?: string) =>
  inject({
    method: 'POST',
    url: '/api/donation/transaction',
    headers: language ? { 'accept-language': language } : {},
    payload: { donationCaseId: caseId, amount },
  });

const receive = (id: string, amount: unknown, language: string) =>
  as(actors.admin, {
    method: 'PUT',
    url: `/api/donation/transaction/${id}/receive`,
    headers: { 'accept-language': language },
    payload: { amount, method: 'cash', receivedAt: new Date().toISOString() },
  });

const arabicMoney = (amount: number, currency: string) =>
  new Intl.NumberFormat('ar', { style: 'currency', currency }).format(amount);

describe('an amount with more decimals than its currency has', () => {
  it('is refused in Arabic under Accept-Language: ar', async () => {
    const yen = await openCase('JPY');
    const refused = await give(yen, 0.5, 'ar');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-language']).toBe('ar');
    expect(refused.json().message).toBe('المبالغ بعملة JPY أعداد صحيحة بلا كسور عشرية');
    const euros = await openCase('EUR');
    expect((await give(euros, 1.234, 'ar')).json().message).toBe(
      'يمكن أن تحتوي المبالغ بعملة EUR على منزلتين عشريتين على الأكثر',
    );
  });

  it('is refused in English under * and with no Accept-Language', async () => {
    const yen = await openCase('JPY');
    for (const language of ['*', undefined]) {
      const refused = await give(yen, 0.5, language);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Amounts in JPY are whole numbers, with no decimals');
    }
  });
});

describe('an amount over the limit', () => {
  it('names the limit in Arabic, written the Arabic way, in the case’s currency', async () => {
    const dollars = await openCase('USD');
    const refused = await give(dollars, 2_000_000, 'ar');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `لا يمكن أن يتجاوز التبرّع الواحد ${arabicMoney(1_000_000, 'USD')}`,
    );
    const yen = await openCase('JPY');
    expect((await give(yen, 200_000_000, 'ar')).json().message).toBe(
      `لا يمكن أن يتجاوز التبرّع الواحد ${arabicMoney(100_000_000, 'JPY')}`,
    );
  });

  it('is refused in English under *, as the spec reads it', async () => {
    const dollars = await openCase('USD');
    const refused = await give(dollars, 2_000_000, '*');
    expect(refused.json().message).toBe('A single donation can be at most $1,000,000.00');
  });
});

describe('an amount received that is not one', () => {
  it('is refused in Arabic without naming dollars, and in English under *', async () => {
    const yen = await openCase('JPY');
    const pledged = await give(yen, 500);
    expect(pledged.statusCode).toBe(201);
    const id = pledged.json()._id as string;
    const arabic = await receive(id, 'abc', 'ar');
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().message).toBe('يُرجى إدخال المبلغ المستلَم بعملة الحالة');
    const english = await receive(id, 'abc', '*');
    expect(english.json().message).toBe('Please enter the amount received, in dollars and cents');
  });
});

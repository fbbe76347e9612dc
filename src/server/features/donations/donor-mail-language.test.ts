import { describe, expect, it } from 'vitest';
import { htmlPart, readOutbox, type OutboxMail } from '../../test/outbox.ts';
import { receivePledge } from '../../test/pledges.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { monthlyEndingMessage, monthlyPaymentFailedMessage } from './monthly-gift-mail.ts';

/**
 * A donor's mails (the pledge's confirmation, the receipt, the confirmation of updates, the
 * updates, the link to the giving record) go out in the language they gave in, with the amount
 * in that language's way and the case's currency; English, as before, for a donor who named none.
 */
const { testApp, actors, inject, as } = testFileApp({
  environment: { DONATION_RATE_LIMIT_PER_IP: '10000', DONATION_RATE_LIMIT_PER_CASE: '10000' },
});

let cases = 0;
async function openCase(currency = 'USD') {
  cases += 1;
  const response = await as(actors.admin, {
    method: 'POST',
    url: '/api/donation/case',
    payload: { title: `Clinic ${cases}`, description: 'Medicine for the clinic', currency },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json()._id as string, title: `Clinic ${cases}` };
}

async function give(
  caseId: string,
  donorEmail: string,
  headers: Record<string, string>,
  amount = 1234.5,
) {
  const response = await inject({
    method: 'POST',
    url: '/api/donation/transaction',
    headers,
    payload: { donationCaseId: caseId, amount, donorName: 'Amina', donorEmail, wantsUpdates: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}

const mailsTo = async (address: string) =>
  (await readOutbox(testApp)).filter((mail) => mail.to === address);

const withSubject = (mails: OutboxMail[], subject: string) => {
  const mail = mails.find((one) => one.subject === subject);
  expect(mail, `no "${subject}" in ${JSON.stringify(mails.map((m) => m.subject))}`).toBeDefined();
  return mail!;
};

const arabic = { 'accept-language': 'ar' };
const arabicAmount = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(
  1234.5,
);

describe("a donor's pledge, receipt and updates", () => {
  it('are in the Arabic the donor gave in, right to left, the amount written the Arabic way', async () => {
    const donationCase = await openCase();
    const email = 'amina.ar@example.org';
    const id = await give(donationCase.id, email, arabic);

    const pledged = withSubject(await mailsTo(email), `تعهّدك بالتبرّع لـ«${donationCase.title}»`);
    expect(pledged.headers['content-language']).toBe('ar');
    expect(htmlPart(pledged)).toContain('<html lang="ar" dir="rtl">');
    expect(pledged.text).toContain(`تعهّدت بمبلغ ${arabicAmount} لـ«${donationCase.title}»`);
    expect(pledged.text).toContain(`المبلغ المتعهَّد به: ${arabicAmount} (USD)`);
    expect(pledged.text).not.toContain('$1,234.50');

    const confirmation = withSubject(
      await mailsTo(email),
      `أكّد تلقّي مستجدات «${donationCase.title}»`,
    );
    const confirmLink = confirmation.links.find((link) => link.includes('/updates/confirm'))!;

    await receivePledge(testApp.app, actors.admin, id, { method: 'mobile_money' });
    const receipt = withSubject(await mailsTo(email), `استُلم تبرّعك لـ«${donationCase.title}»`);
    expect(receipt.text).toContain(`استُلم تبرّعك بمبلغ ${arabicAmount}`);
    expect(receipt.text).toContain('طريقة الدفع: أموال عبر الهاتف المحمول (سجّلها فريق Hearth)');
    expect(receipt.text).toContain('مع خالص الامتنان،');

    const confirmed = await inject({
      method: 'POST',
      url: confirmLink.replace(testApp.config.publicUrl, ''),
    });
    expect(confirmed.statusCode).toBe(200);
    const posted = await as(actors.admin, {
      method: 'POST',
      url: `/api/donation/case/${donationCase.id}/updates`,
      payload: { title: 'الأدوية وصلت', body: '<p>Boxes arrived.</p>' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const update = withSubject(
      await mailsTo(email),
      `مستجدات «${donationCase.title}»: الأدوية وصلت`,
    );
    expect(htmlPart(update)).toContain('<html lang="ar" dir="rtl">');
    expect(htmlPart(update)).toContain('>إلغاء الاشتراك</a>');
    expect(update.links).toContain(`${testApp.config.publicUrl}/ar/donate/${donationCase.id}`);
  });

  it('are in English, as before, for a donor who named no language', async () => {
    const donationCase = await openCase();
    const email = 'amina.en@example.org';
    const id = await give(donationCase.id, email, {});
    const pledged = withSubject(await mailsTo(email), `Your pledge to "${donationCase.title}"`);
    expect(pledged.text).toContain(
      `You pledged $1,234.50 to "${donationCase.title}"; no money was taken.`,
    );
    expect(pledged.text).toContain('Pledged amount: $1,234.50 (USD)');
    withSubject(await mailsTo(email), `Confirm updates about "${donationCase.title}"`);
    await receivePledge(testApp.app, actors.admin, id);
    const receipt = withSubject(
      await mailsTo(email),
      `Your gift to "${donationCase.title}" has been received`,
    );
    expect(receipt.text).toContain('Payment method: Bank transfer (recorded by the Hearth team)');
    expect(receipt.text).toContain('With gratitude,\nThe Hearth community');
  });

  it("names amounts in the case's currency, in the donor's Spanish", async () => {
    const donationCase = await openCase('JPY');
    const email = 'kenji.es@example.org';
    await give(donationCase.id, email, { 'accept-language': 'es-ES,es;q=0.9' }, 5000);
    const pledged = withSubject(
      await mailsTo(email),
      `Tu promesa de donación a «${donationCase.title}»`,
    );
    const yen = new Intl.NumberFormat('es', { style: 'currency', currency: 'JPY' }).format(5000);
    expect(pledged.text).toContain(`Prometiste ${yen} a «${donationCase.title}»`);
    expect(pledged.text).toContain(`Importe prometido: ${yen} (JPY)`);
  });
});

describe('the link to a giving record', () => {
  const ask = (email: string, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url: '/api/donation/records-link', headers, payload: { email } });

  it('is mailed in the language it was asked in, to the page in that language', async () => {
    const donationCase = await openCase();
    const email = 'records.es@example.org';
    await give(donationCase.id, email, {});
    expect((await ask(email, { 'accept-language': 'es' })).statusCode).toBe(200);
    const mail = withSubject(await mailsTo(email), 'Tu historial de donaciones en Hearth');
    expect(mail.text).toContain('El enlace funciona durante 7 días:');
    expect(mail.links[0]).toMatch(new RegExp(`^${testApp.config.publicUrl}/es/giving-record/`));
  });

  it('is in English, as before, when the request names no language', async () => {
    const donationCase = await openCase();
    const email = 'records.en@example.org';
    await give(donationCase.id, email, {});
    expect((await ask(email)).statusCode).toBe(200);
    const mail = withSubject(await mailsTo(email), 'Your giving record on Hearth');
    expect(mail.links[0]).toMatch(new RegExp(`^${testApp.config.publicUrl}/giving-record/`));
  });
});

describe("a monthly gift's mails", () => {
  const manageUrl = 'https://hearth.example/monthly/abc';

  it('say a failed payment and the end of the case in the donor’s language', () => {
    const failed = monthlyPaymentFailedMessage('d@example.org', 'fr', {
      caseTitle: 'Puits',
      amountCents: 2500,
      currency: 'EUR',
      manageUrl,
    });
    expect(failed.locale).toBe('fr');
    expect(failed.subject).toBe('Votre don mensuel à «\u00a0Puits\u00a0» n’a pas pu être payé');
    expect(failed.text).toContain('Le paiement de ce mois-ci de 25,00\u00a0€');
    expect(failed.text).toContain(`\n${manageUrl}\n`);
    const ending = monthlyEndingMessage('d@example.org', 'ar', {
      caseTitle: 'بئر',
      endsAt: new Date(Date.UTC(2027, 2, 5)),
    });
    const day = new Date(Date.UTC(2027, 2, 5)).toLocaleDateString('ar', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(ending.subject).toBe(`ينتهي تبرّعك الشهري لـ«بئر» في ${day}`);
  });

  it('are in English as before', () => {
    const failed = monthlyPaymentFailedMessage('d@example.org', 'en', {
      caseTitle: 'Well',
      amountCents: 2500,
      currency: 'USD',
      manageUrl,
    });
    expect(failed.subject).toBe('Your monthly gift to "Well" could not be paid');
    expect(failed.text).toContain("This month's payment of $25.00 for your monthly gift");
    const ending = monthlyEndingMessage('d@example.org', 'en', {
      caseTitle: 'Well',
      endsAt: new Date(Date.UTC(2027, 2, 5)),
    });
    expect(ending.subject).toBe('Your monthly gift to "Well" ends on March 5, 2027');
  });
});

import { escapeUTF8 } from 'entities';
import type { Currency } from '#contracts/donations.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { mailDay, mailMoney, say, signOff } from '../../platform/mail-language.ts';
import { moneyText } from './case-money.ts';

/** A mail of plain paragraphs, the last ones a sign-off; a link is written out in both parts. */
function mail(
  to: string,
  locale: Locale,
  subject: string,
  paragraphs: string[],
  link?: string,
): MailMessage {
  const closing = [signOff(locale)];
  const html = (texts: string[]) => texts.map((text) => `<p>${escapeUTF8(text)}</p>`).join('');
  const linkHtml = link ? `<p><a href="${escapeUTF8(link)}">${escapeUTF8(link)}</a></p>` : '';
  return {
    to,
    locale,
    subject,
    text: `${[...paragraphs, ...(link ? [link] : []), ...closing].join('\n\n')}\n`,
    html: `${html(paragraphs)}${linkHtml}${html(closing)}`,
  };
}

/** This month's payment failed: the link opens the gift's page, where the card is updated. */
export function monthlyPaymentFailedMessage(
  to: string,
  locale: Locale,
  {
    caseTitle,
    amountCents,
    currency,
    manageUrl,
  }: { caseTitle: string; amountCents: number; currency: Currency; manageUrl: string },
): MailMessage {
  const amount = mailMoney(locale, currency, amountCents, moneyText);
  return mail(
    to,
    locale,
    say(locale, 'mail.monthlyFailed.subject', { title: caseTitle }),
    [
      say(locale, 'mail.monthlyFailed.body', { amount, title: caseTitle }),
      say(locale, 'mail.monthlyFailed.manage'),
    ],
    manageUrl,
  );
}

/** A week before the case ends: the gift stops then, with nothing to do. */
export function monthlyEndingMessage(
  to: string,
  locale: Locale,
  { caseTitle, endsAt }: { caseTitle: string; endsAt: Date },
): MailMessage {
  const day = mailDay(locale, endsAt, 'long');
  return mail(to, locale, say(locale, 'mail.monthlyEnding.subject', { title: caseTitle, day }), [
    say(locale, 'mail.monthlyEnding.body', { title: caseTitle, day }),
    say(locale, 'mail.monthlyEnding.thanks'),
  ]);
}

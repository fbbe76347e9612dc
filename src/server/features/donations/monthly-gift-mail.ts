import { escapeUTF8 } from 'entities';
import type { Currency } from '#contracts/donations.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { moneyText } from './case-money.ts';

/** A mail of plain paragraphs, the last ones a sign-off; a link is written out in both parts. */
function mail(to: string, subject: string, paragraphs: string[], link?: string): MailMessage {
  const signOff = ['The Hearth community'];
  const html = (texts: string[]) => texts.map((text) => `<p>${escapeUTF8(text)}</p>`).join('');
  const linkHtml = link ? `<p><a href="${escapeUTF8(link)}">${escapeUTF8(link)}</a></p>` : '';
  return {
    to,
    subject,
    text: `${[...paragraphs, ...(link ? [link] : []), ...signOff].join('\n\n')}\n`,
    html: `${html(paragraphs)}${linkHtml}${html(signOff)}`,
  };
}

/** This month's payment failed: the link opens the gift's page, where the card is updated. */
export function monthlyPaymentFailedMessage(
  to: string,
  {
    caseTitle,
    amountCents,
    currency,
    manageUrl,
  }: { caseTitle: string; amountCents: number; currency: Currency; manageUrl: string },
): MailMessage {
  return mail(
    to,
    `Your monthly gift to "${caseTitle}" could not be paid`,
    [
      `This month's payment of ${moneyText(currency, amountCents)} for your monthly gift to "${caseTitle}" did not go through. Stripe will try again over the next days.`,
      "To update your card (on Stripe's secure page), or to pause or cancel the gift, follow this link; no account is needed:",
    ],
    manageUrl,
  );
}

/** A week before the case ends: the gift stops then, with nothing to do. */
export function monthlyEndingMessage(
  to: string,
  { caseTitle, endsAt }: { caseTitle: string; endsAt: Date },
): MailMessage {
  const day = endsAt.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return mail(to, `Your monthly gift to "${caseTitle}" ends on ${day}`, [
    `The case "${caseTitle}" ends on ${day}, and your monthly gift to it stops then. You need not do anything: no payment is taken after that day.`,
    'Thank you for giving every month.',
  ]);
}

import type { MailMessage } from '../../platform/mail.ts';
import { oneClickHeaders, type SubscriptionLinks } from '../subscriptions/subscription-links.ts';
import type { DigestContent, DigestItem } from './digest-content.ts';
import type { DigestFrequency } from './digest-periods.ts';

const section = (heading: string, items: DigestItem[], publicUrl: string) =>
  items.length === 0
    ? []
    : [
        `${heading}:`,
        ...items.map((item) => `"${item.title}" (${item.source})\n${publicUrl}${item.path}`),
      ];

/** A member's digest as mail, with a one-click unsubscribe (RFC 8058) that turns digests off. */
export function digestMessage(
  to: string,
  userId: string,
  frequency: DigestFrequency,
  content: DigestContent,
  publicUrl: string,
  links: SubscriptionLinks,
): MailMessage {
  const unsubscribeUrl = links.unsubscribeUrl({ kind: 'digest', userId });
  return {
    to,
    subject: frequency === 'daily' ? 'Your daily Hearth digest' : 'Your weekly Hearth digest',
    text: [
      frequency === 'daily'
        ? 'New yesterday from the people and cases you follow.'
        : 'New last week from the people and cases you follow.',
      ...section('New posts', content.posts, publicUrl),
      ...section('New narratives', content.narratives, publicUrl),
      ...section('Updates on cases you gave to', content.caseUpdates, publicUrl),
      `Choose what reaches you, and how:\n${links.preferencesUrl}`,
      `Stop these digests:\n${unsubscribeUrl}`,
      'The Hearth community',
    ].join('\n\n'),
    headers: oneClickHeaders(unsubscribeUrl),
  };
}

import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client.ts';
import { authorSubscriptions, follows, posts, users } from '../../db/schema.ts';
import { pageUrl, recipientLocale, say, signOff } from '../../platform/mail-language.ts';
import { isPublicPost } from '../../platform/public-targets.ts';
import type { FanOutListener } from '../notifications/follower-fan-out.ts';
import { channelsOf } from '../notifications/notification-channels.ts';
import { oneClickHeaders, subscriptionLinks } from './subscription-links.ts';

/**
 * Each new post of an author goes by e-mail to the visitors' addresses that confirmed they want
 * them, each with its own one-click unsubscribe. The mails are queued by the followers' fan-out
 * job (`notifications/follower-fan-out.ts`), so the publish request inserts one job whatever the
 * number of subscribers; a post no longer public when the job runs is mailed to no one. (Members
 * who follow the author and chose e-mail get theirs as a notification, `notifications/notify.ts`.)
 */
export function authorPostMail(app: FastifyInstance): FanOutListener {
  const links = subscriptionLinks(app.jwtSecret, app.config.publicUrl);
  return async ({ actorId, item }, tx) => {
    if (item.type !== 'new_post' || !item.postSlug) return;
    const [post] = await tx
      .select({ slug: posts.slug, title: posts.title, author: users.username })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(and(eq(posts.slug, item.postSlug), eq(posts.userId, actorId), isPublicPost))
      .limit(1);
    if (!post) return;
    const subscribers = await tx
      .select({
        id: authorSubscriptions.id,
        email: authorSubscriptions.email,
        locale: authorSubscriptions.locale,
      })
      .from(authorSubscriptions)
      .where(
        and(eq(authorSubscriptions.authorId, actorId), isNotNull(authorSubscriptions.confirmedAt)),
      );
    const mailedAsFollowers = await addressesMailedAsFollowers(tx, actorId, subscribers);
    const recipients = subscribers.filter(({ email }) => !mailedAsFollowers.has(email));
    if (recipients.length === 0) return;
    const { publicUrl, defaultLocale } = app.config;
    const postPath = `/post/${encodeURIComponent(post.slug)}`;
    const words = { author: post.author, title: post.title };
    await app.mailer.sendAll(
      recipients.map(({ id, email, locale: stored }) => {
        const locale = recipientLocale(stored, defaultLocale);
        const unsubscribeUrl = links.unsubscribeUrl({ kind: 'author', subscriptionId: id });
        return {
          to: email,
          locale,
          subject: say(locale, 'mail.authorPost.subject', words),
          text: [
            say(locale, 'mail.authorPost.intro', words),
            `${say(locale, 'mail.readOnSite')}\n${pageUrl(publicUrl, postPath, locale, defaultLocale)}`,
            `${say(locale, 'mail.authorPost.why', words)}\n${unsubscribeUrl}`,
            signOff(locale),
          ].join('\n\n'),
          headers: oneClickHeaders(unsubscribeUrl),
          mailing: `new_post:${post.slug}`,
        };
      }),
      tx,
    );
  };
}

/**
 * The subscribed addresses of members who follow the author and get new posts by e-mail as a
 * notification already: one mail for one post, whichever way they asked for it.
 */
async function addressesMailedAsFollowers(
  tx: Transaction,
  authorId: string,
  subscribers: { email: string }[],
) {
  if (subscribers.length === 0) return new Set<string>();
  const addresses = subscribers.map(({ email }) => email.toLowerCase());
  const members = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(follows, and(eq(follows.followerId, users.id), eq(follows.followingId, authorId)))
    .where(
      and(
        eq(users.verified, true),
        sql`lower(${users.email}) = any(${`{${addresses.map((a) => JSON.stringify(a)).join(',')}}`}::text[])`,
      ),
    );
  const channels = await channelsOf(
    { db: tx },
    members.map((member) => member.id),
  );
  const mailed = members.filter((member) => channels(member.id, 'new_post').email);
  const mailedAddresses = new Set(mailed.map((member) => member.email.toLowerCase()));
  return new Set(
    subscribers
      .map(({ email }) => email)
      .filter((email) => mailedAddresses.has(email.toLowerCase())),
  );
}

import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authorSubscriptions } from '../../db/schema.ts';
import { pageUrl, recipientLocale, say, signOff } from '../../platform/mail-language.ts';
import { oneClickHeaders, subscriptionLinks } from './subscription-links.ts';

/**
 * Each new post of an author goes by e-mail to the visitors' addresses that confirmed they want
 * them, through the outbox, each with its own one-click unsubscribe. (Members who follow the
 * author and chose e-mail get theirs as a notification, `notifications/notify.ts`.)
 */
export function registerAuthorPostMail(app: FastifyInstance) {
  const links = subscriptionLinks(app.jwtSecret, app.config.publicUrl);
  app.events.on('post.published', async ({ author, post }) => {
    const subscribers = await app.db
      .select({
        id: authorSubscriptions.id,
        email: authorSubscriptions.email,
        locale: authorSubscriptions.locale,
      })
      .from(authorSubscriptions)
      .where(
        and(
          eq(authorSubscriptions.authorId, author.id),
          isNotNull(authorSubscriptions.confirmedAt),
        ),
      );
    if (subscribers.length === 0) return;
    const { publicUrl, defaultLocale } = app.config;
    const postPath = `/post/${encodeURIComponent(post.slug)}`;
    const words = { author: author.username, title: post.title };
    await app.mailer.sendAll(
      subscribers.map(({ id, email, locale: stored }) => {
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
        };
      }),
    );
  });
}

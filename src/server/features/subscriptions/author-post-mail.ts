import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authorSubscriptions } from '../../db/schema.ts';
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
      .select({ id: authorSubscriptions.id, email: authorSubscriptions.email })
      .from(authorSubscriptions)
      .where(
        and(
          eq(authorSubscriptions.authorId, author.id),
          isNotNull(authorSubscriptions.confirmedAt),
        ),
      );
    if (subscribers.length === 0) return;
    const postUrl = `${app.config.publicUrl}/post/${encodeURIComponent(post.slug)}`;
    await app.mailer.sendAll(
      subscribers.map(({ id, email }) => {
        const unsubscribeUrl = links.unsubscribeUrl({ kind: 'author', subscriptionId: id });
        return {
          to: email,
          subject: `${author.username} published "${post.title}"`,
          text: [
            `${author.username} published "${post.title}".`,
            `Read it on the site:\n${postUrl}`,
            `You get this because you confirmed you wanted ${author.username}'s new posts. Stop these e-mails:\n${unsubscribeUrl}`,
            'The Hearth community',
          ].join('\n\n'),
          headers: oneClickHeaders(unsubscribeUrl),
        };
      }),
    );
  });
}

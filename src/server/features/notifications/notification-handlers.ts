import type { FastifyInstance } from 'fastify';
import { banMessage } from '../../platform/auth.ts';
import { isCommentPublicNow, publicNarrative } from '../../platform/public-targets.ts';
import {
  commentAdded,
  commentLiked,
  contentReported,
  donationCaseOpened,
  donationReceived,
  donationUpdatePosted,
  narrativePublished,
  narrativeReviewed,
  postPublished,
  publisherRequestDecided,
  publisherRequested,
  reportReviewed,
  userFollowed,
} from './notification-events.ts';

/** Who hears of what: each event that notifies someone, and the notification it writes. */
export function registerNotificationHandlers(app: FastifyInstance) {
  const { events } = app;
  // Nothing of a post that is not public (a draft) or of a comment awaiting review reaches
  // anyone: the state is read again here, after the write.
  events.on('comment.created', async ({ actor, comment, post }) => {
    if (await isCommentPublicNow(app.db, comment.id)) await commentAdded(app, actor, comment, post);
  });
  events.on('comment.liked', async ({ actor, comment, liked }) => {
    if (liked && (await isCommentPublicNow(app.db, comment.id)))
      await commentLiked(app, actor, comment);
  });
  events.on('post.published', ({ author, post }) => postPublished(app, author, post));
  events.on('user.followed', ({ actor, followedId }) => userFollowed(app, actor, followedId));
  events.on('publisher-request.made', ({ actor, requestId }) =>
    publisherRequested(app, actor, requestId),
  );
  events.on('publisher-request.decided', ({ actor, request }) =>
    publisherRequestDecided(app, actor, request),
  );
  events.on('donation-case.opened', ({ actor, donationCase }) =>
    donationCaseOpened(app, actor, donationCase),
  );
  events.on('donation.received', ({ donation }) => donationReceived(app, donation));
  events.on('donation.pledged', ({ donation }) => donationReceived(app, donation, 'pledged'));
  events.on('donation-case.update-posted', ({ actor, update, recipientIds }) =>
    donationUpdatePosted(app, actor, update, recipientIds),
  );
  events.on('report.filed', ({ actor, report }) => contentReported(app, actor, report));
  events.on('report.reviewed', ({ actor, report }) => reportReviewed(app, actor, report));
  events.on('story.reviewed', async ({ storyId, actor, decision }) => {
    await narrativeReviewed(app, actor, decision);
    const published = decision.status === 'approved' && (await publicNarrative(app.db, storyId));
    if (published) await narrativePublished(app, published.author, published.narrative);
  });
  events.on('user.sessions-ended', ({ userId }) => app.realtime.disconnectUser(userId));
  events.on('user.sessions-revoked', ({ sessionIds }) =>
    app.realtime.disconnectSessions(sessionIds),
  );
  events.on('user.banned', ({ userId, reason, until }) =>
    app.realtime.disconnectBannedUser(userId, banMessage(until, reason)),
  );
}

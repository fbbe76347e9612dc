import { POST_MESSAGES } from '#contracts/posts.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

/**
 * A scheduled post's time, checked against the app's clock. The contract checks it against the
 * browser's or the server's time already; the app's clock is the one a test moves forward.
 */
export function futurePublishTime({ clock }: Pick<Services, 'clock'>, publishAt: string): Date {
  const time = new Date(publishAt);
  if (time <= clock.now()) throw badRequest(POST_MESSAGES.publishAtInFuture);
  return time;
}

import { badRequest } from '../../platform/errors.ts';
import { consumeOneTimeToken } from '../../platform/one-time-tokens.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Services } from '../../platform/services.ts';
import { endAllSessions } from '../users/end-all-sessions.ts';

/** Sets the new password with the mailed link, which works once; every session ends. */
export async function resetPassword(
  services: Pick<Services, 'db' | 'events'>,
  link: { userId: string; token: string },
  newPassword: string,
) {
  const passwordHash = await hashPassword(newPassword);
  const isConsumed = await consumeOneTimeToken(
    services.db,
    link.userId,
    'reset-password',
    link.token,
  );
  if (!isConsumed) throw badRequest('This reset link is invalid or has expired');
  await endAllSessions(services, link.userId, { passwordHash });
}

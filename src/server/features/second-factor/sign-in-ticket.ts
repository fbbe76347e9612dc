import type { SecondFactorMethod } from '#contracts/second-factor.ts';
import type { Services } from '../../platform/services.ts';
import { issueChallenge } from './challenges.ts';
import { secondFactorMethods } from './factors.ts';

/**
 * After the password (or an identity provider) has named the account: null when it has no
 * second factor (the session starts now, as always), else a short-lived single-use ticket that
 * `POST /api/auth/signin/second-factor` exchanges, with a code or a passkey, for the session.
 */
export async function secondFactorTicket(
  services: Pick<Services, 'db'>,
  userId: string,
): Promise<{ methods: SecondFactorMethod[]; ticket: string } | null> {
  const methods = await secondFactorMethods(services, userId);
  if (methods.length === 0) return null;
  return { methods, ticket: await issueChallenge(services, 'sign-in', userId) };
}

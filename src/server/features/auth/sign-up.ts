import type { z } from 'zod';
import type { signUpSchema } from '#contracts/auth.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import { users } from '../../db/schema.ts';
import { conflict } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Services } from '../../platform/services.ts';
import {
  findUserByEmail,
  findUserByPreviousEmail,
  findUserByUsername,
} from '../users/find-user.ts';
import { sendVerificationMail } from '../users/verification-mail.ts';
import { mailSignUpAttemptNotice } from './sign-up-notice-mail.ts';

const usernameTaken = () => conflict('Username is already taken');

/**
 * Creates the account and mails its verification link, and answers the account to sign in. An
 * address that already has an account answers null: nothing is created and the address's owner
 * is mailed a notice instead (a few an hour at most); the route then answers as for a new
 * account, so sign-up cannot tell which addresses are registered (decision 028). A taken
 * username is refused, as usernames are public.
 */
export async function signUp(
  services: Pick<Services, 'db' | 'events' | 'mailer' | 'config' | 'log' | 'authLimits' | 'clock'>,
  input: z.output<typeof signUpSchema>,
  /** The language the visitor signs up in: the verification mail's. */
  locale: Locale,
): Promise<{ id: string; tokenVersion: number } | null> {
  if (await findUserByUsername(services, input.username)) throw usernameTaken();
  // Hashed on both paths, so a registered address is not answered sooner than a new one. The
  // mails sign-ups send the address are counted on both paths too, and capped per hour: a
  // stranger signing up with someone's address again and again cannot flood its owner.
  const [passwordHash, mayMailOwner] = await Promise.all([
    hashPassword(input.password),
    services.authLimits.mayMail('sign-up', input.email),
  ]);
  // An address an account changed away from stays its owner's while the change can be undone.
  const movedAway = await findUserByPreviousEmail(services, input.email, services.clock.now());
  if (movedAway) {
    if (mayMailOwner) {
      await mailSignUpAttemptNotice(services, { ...movedAway, email: movedAway.previousEmail! });
    }
    return null;
  }
  const [created] = await services.db
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      passwordHash,
      dateOfBirth: input.dateOfBirth,
    })
    .onConflictDoNothing()
    .returning({
      id: users.id,
      username: users.username,
      email: users.email,
      tokenVersion: users.tokenVersion,
    });
  if (created) {
    await services.events.emit('user.signed-up', { userId: created.id });
    await sendVerificationMail(services, { ...created, locale });
    return created;
  }
  // A unique index refused the row: a sign-up racing for the same name, or a registered address.
  if (await findUserByUsername(services, input.username)) throw usernameTaken();
  const owner = await findUserByEmail(services, input.email);
  if (owner && mayMailOwner) await mailSignUpAttemptNotice(services, owner);
  return null;
}

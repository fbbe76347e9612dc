import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { authChallenges } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';

/**
 * - `sign-in`: the ticket between the password (or an identity provider) and the second factor;
 * - `passkey-sign-in`, `passkey-registration`: a WebAuthn challenge, found again by its hash in
 *   the answer the browser signs.
 */
export type ChallengePurpose = 'sign-in' | 'passkey-sign-in' | 'passkey-registration';

export const TICKET_LIFETIME_MS = 5 * 60_000;
/** Wrong codes one ticket takes before it is void and the password is asked again. */
export const TICKET_MAX_FAILURES = 5;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export type ChallengeRow = typeof authChallenges.$inferSelect;

/** A new random secret (a ticket, or a WebAuthn challenge) stored as its hash. */
export async function issueChallenge(
  services: Pick<Services, 'db'>,
  purpose: ChallengePurpose,
  userId: string | null,
  secret = randomBytes(32).toString('base64url'),
): Promise<string> {
  const now = Date.now();
  // Ended rows of every kind go as new ones come: the table only holds the last few minutes.
  await services.db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date(now)));
  await services.db.insert(authChallenges).values({
    purpose,
    userId,
    secretHash: hash(secret),
    expiresAt: new Date(now + TICKET_LIFETIME_MS),
  });
  return secret;
}

/** The live row of that secret and purpose (and user, when given), or null. */
export async function findChallenge(
  services: Pick<Services, 'db'>,
  purpose: ChallengePurpose,
  secret: string,
  userId?: string | null,
): Promise<ChallengeRow | null> {
  const [row] = await services.db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.secretHash, hash(secret)),
        eq(authChallenges.purpose, purpose),
        gt(authChallenges.expiresAt, new Date()),
        userId === undefined
          ? undefined
          : userId === null
            ? isNull(authChallenges.userId)
            : eq(authChallenges.userId, userId),
      ),
    );
  return row ?? null;
}

/** Uses the row up: true for the one caller that deletes it while it is live. */
export async function consumeChallenge(
  services: Pick<Services, 'db'>,
  row: ChallengeRow,
): Promise<boolean> {
  const deleted = await services.db
    .delete(authChallenges)
    .where(and(eq(authChallenges.id, row.id), gt(authChallenges.expiresAt, new Date())))
    .returning({ id: authChallenges.id });
  return deleted.length === 1;
}

/** A wrong code on a ticket; past `TICKET_MAX_FAILURES` the ticket is void. */
export async function recordTicketFailure(services: Pick<Services, 'db'>, row: ChallengeRow) {
  const [updated] = await services.db
    .update(authChallenges)
    .set({ failures: sql`${authChallenges.failures} + 1` })
    .where(eq(authChallenges.id, row.id))
    .returning({ failures: authChallenges.failures });
  if (updated && updated.failures >= TICKET_MAX_FAILURES) {
    await services.db.delete(authChallenges).where(eq(authChallenges.id, row.id));
  }
}

export async function setTicketWebAuthnChallenge(
  services: Pick<Services, 'db'>,
  row: ChallengeRow,
  challenge: string,
) {
  await services.db
    .update(authChallenges)
    .set({ webauthnChallenge: challenge })
    .where(eq(authChallenges.id, row.id));
}

import { eq, or, sql, type SQL } from 'drizzle-orm';
import { donationTransactions } from '../db/schema.ts';

/**
 * The gifts that are a member's own: made while signed in to the account, or left with its
 * address once the member has proved the address is theirs (an unverified address may be anyone's).
 */
export const giftsOfAccount = (account: { id: string; email: string; verified: boolean }): SQL =>
  account.verified
    ? or(
        eq(donationTransactions.donorUserId, account.id),
        sql`lower(${donationTransactions.donorEmail}) = lower(${account.email})`,
      )!
    : eq(donationTransactions.donorUserId, account.id);

import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '#contracts/second-factor.ts';
import type { Transaction } from '../../db/client.ts';
import { userRecoveryCodes } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';

// No 0/o, 1/l/i: a code read off paper is typed back without doubt.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** `abcde-fghjk`: 10 letters and digits of 31, about 50 bits; fine for a one-time code. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** As typed: any case, with or without the dash or spaces. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Replaces the account's recovery codes with ten new ones, returned once. */
export async function replaceRecoveryCodes(tx: Transaction, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx
    .insert(userRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

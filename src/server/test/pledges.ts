import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { decimalText } from '#contracts/currency.constants.ts';
import { donationCases, donationTransactions } from '../db/schema.ts';

/**
 * With no payment provider a gift is a pledge until an admin records its money as received:
 * tests that need completed money receive it, for the pledged amount unless told otherwise.
 */
export async function receivePledge(
  app: FastifyInstance,
  admin: { headers: object },
  transactionId: string,
  fields: { amount?: number | string; method?: string; reference?: string } = {},
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/donation/transaction/${transactionId}/receive`,
    headers: { ...admin.headers },
    payload: {
      amount: fields.amount ?? (await pledgedAmount(app, transactionId)),
      method: fields.method ?? 'bank_transfer',
      reference: fields.reference,
      receivedAt: new Date().toISOString(),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { _id: string; amount: number; receiptNumber: number; status: string };
}

/** The pledge's amount, as text with its case's currency's decimals ("12.50", "500", "1.234"). */
async function pledgedAmount(app: FastifyInstance, id: string) {
  const [row] = await app.db
    .select({ minorUnits: donationTransactions.amountCents, currency: donationCases.currency })
    .from(donationTransactions)
    .innerJoin(donationCases, eq(donationCases.id, donationTransactions.donationCaseId))
    .where(eq(donationTransactions.id, id));
  if (!row) throw new Error(`No donation ${id}`);
  return decimalText(row.minorUnits, row.currency);
}

/** Makes a pledge and receives it in full: the completed gift a test needs. */
export async function giveAndReceive(
  app: FastifyInstance,
  admin: { headers: object },
  payload: Record<string, unknown>,
) {
  const pledged = await app.inject({ method: 'POST', url: '/api/donation/transaction', payload });
  expect(pledged.statusCode, pledged.body).toBe(201);
  const { _id } = pledged.json() as { _id: string };
  return receivePledge(app, admin, _id);
}

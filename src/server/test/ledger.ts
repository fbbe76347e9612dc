import { expect } from 'vitest';
import { giveAndReceive } from './pledges.ts';
import type { testFileApp } from './test-file-app.ts';

type FileApp = ReturnType<typeof testFileApp>;
type Actor = { headers: object };

/** A moment `days` days before now, as the API takes it. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** The smallest file that passes for a PDF (its signature and an end). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** A multipart body with one file. */
export function fileForm(bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

/**
 * What the ledger's tests do as an admin: open a case that has received gifts, upload evidence,
 * record a disbursement. `title` names the cases, numbered.
 */
export function ledgerActions({ testApp, actors, as }: FileApp, title: string) {
  let cases = 0;

  /** A public case that has received the given gifts (dollars). */
  async function caseWithGifts(...amounts: number[]) {
    cases += 1;
    const opened = await as(actors.admin, {
      method: 'POST',
      url: '/api/donation/case',
      payload: { title: `${title} ${cases}`, description: 'Care for a child', goalAmount: 900 },
    });
    expect(opened.statusCode).toBe(201);
    const caseId = opened.json()._id as string;
    for (const amount of amounts) {
      await giveAndReceive(testApp.app, actors.admin, {
        donationCaseId: caseId,
        amount,
        donorName: 'Grace',
        donorEmail: 'grace.donor@example.com',
      });
    }
    return caseId;
  }

  const uploadEvidence = (payload: FormData, actor: Actor = actors.admin) =>
    as(actor, { method: 'POST', url: '/api/donation/evidence', payload });

  /** The URL of an uploaded PDF, as a disbursement cites it. */
  async function evidenceUrl() {
    const response = await uploadEvidence(fileForm(PDF, 'invoice.pdf', 'application/pdf'));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().url as string;
  }

  /** Records a disbursement (40 dollars yesterday, with evidence, unless `fields` say else). */
  async function disburse(
    caseId: string,
    fields: Record<string, unknown> = {},
    actor: Actor = actors.admin,
  ) {
    return as(actor, {
      method: 'POST',
      url: `/api/donation/case/${caseId}/disbursements`,
      payload: {
        amount: 40,
        occurredAt: daysAgo(1),
        method: 'bank_transfer',
        payee: 'the clinic',
        purpose: 'First consultation',
        evidence: [await evidenceUrl()],
        ...fields,
      },
    });
  }

  return { caseWithGifts, uploadEvidence, evidenceUrl, disburse };
}

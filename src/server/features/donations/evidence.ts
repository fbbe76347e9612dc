import { randomUUID } from 'node:crypto';
import { LEDGER_MESSAGES } from '#contracts/ledger.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { storeImage } from '../../platform/stored-image.ts';
import { processImageInTurn } from '../uploads/image-queue.ts';

/** Every evidence file is stored under this prefix, one random name each. */
const EVIDENCE_PREFIX = 'evidence/';

/** A PDF starts with its signature; anything else sent as one is refused, never stored. */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * Stores a disbursement's proof: a PDF as sent (served as a download, never as a page), any
 * other file as an image, re-encoded like every upload (which drops its metadata, a phone
 * photo's location included) or refused. Answers its URL.
 */
export async function storeEvidence(services: Pick<Services, 'storage'>, bytes: Buffer) {
  const stem = `${EVIDENCE_PREFIX}${randomUUID()}`;
  if (isPdf(bytes)) return services.storage.put(`${stem}.pdf`, bytes, 'application/pdf');
  const image = await processImageInTurn(bytes).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 400) {
      throw badRequest(LEDGER_MESSAGES.evidenceType);
    }
    throw error;
  });
  return storeImage(services.storage, stem, image);
}

/** Whether a URL names a stored evidence file (what a disbursement may cite). */
export const isEvidenceUrl = (url: string) =>
  /^(?:https?:\/\/[^/\s]+)?\/(?:[^\s?#]*\/)?evidence\/[0-9a-f-]{36}(?:_\d+x\d+)?\.[a-z]+$/.test(
    url,
  );

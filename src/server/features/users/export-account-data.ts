import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import { recordAudit, type AuditSource } from '../../platform/audit-log.ts';
import type { Services } from '../../platform/services.ts';
import { accountDataFiles, type AccountDataFile } from './account-data-files.ts';
import type { UserRow } from './find-user.ts';

const encoder = new TextEncoder();

/** Until the stream takes more bytes, or is gone (the client left). */
const drainedOrClosed = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/** The JSON text of one file, piece by piece: an array is written a page at a time. */
async function* jsonPieces(file: AccountDataFile): AsyncGenerator<string> {
  if (file.kind === 'object') {
    yield `${JSON.stringify(await file.read(), null, 2)}\n`;
    return;
  }
  const sections = file.kind === 'array' ? { '': file.pages } : file.sections;
  const names = Object.keys(sections);
  if (file.kind === 'sections') yield '{\n';
  for (const [index, name] of names.entries()) {
    if (file.kind === 'sections') yield `${JSON.stringify(name)}: `;
    yield '[';
    let first = true;
    for await (const items of sections[name]!()) {
      for (const item of items) {
        yield `${first ? '\n' : ',\n'}${JSON.stringify(item)}`;
        first = false;
      }
    }
    yield first ? ']' : '\n]';
    if (file.kind === 'sections') yield index < names.length - 1 ? ',\n' : '\n}';
  }
  yield '\n';
}

/**
 * The member's data as a zip of JSON files (`account-data-files.ts`), streamed: each file is
 * compressed as its pages are read, and reading waits while the client is slow to take the
 * bytes. The export is recorded in the audit log before the first byte goes out.
 */
export async function exportAccountData(
  services: Pick<Services, 'db' | 'log'>,
  source: AuditSource,
  user: UserRow,
): Promise<Readable> {
  await recordAudit(services.db, source, 'account.export', { type: 'user', id: user.id });
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const write = async () => {
    for (const file of accountDataFiles(services, user)) {
      const entry = new ZipDeflate(file.name, { level: 6 });
      zip.add(entry);
      for await (const piece of jsonPieces(file)) {
        entry.push(encoder.encode(piece));
        if (out.writableNeedDrain) await drainedOrClosed(out);
        if (out.destroyed) return;
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  write().catch((error: unknown) => {
    services.log.error({ err: error }, 'an account export failed while it was streamed');
    out.destroy(error as Error);
  });
  return out;
}

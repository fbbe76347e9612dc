import type { Encoding } from './public-cache.ts';

/** The encoding the client prefers among those kept, by `Accept-Encoding` quality; br on a tie. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  const of = (encoding: string) => quality.get(encoding) ?? quality.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const)
    .filter((encoding) => of(encoding) > 0)
    .sort((a, b) => of(b) - of(a));
  return best ?? null;
}

/** A compressed form is another representation, so its strong ETag differs. */
export const encodedEtag = (etag: string, encoding: Encoding) =>
  `${etag.slice(0, -1)}-${encoding}"`;

/** `If-None-Match` compares weakly (RFC 9110): any form of the same answer matches. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate
      .trim()
      .replace(/^W\//, '')
      .replace(/-(?:br|gzip)"$/, '"');
    return tag === '*' || tag === etag;
  });
}

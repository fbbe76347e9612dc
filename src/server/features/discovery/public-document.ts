import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Crawlers and feed readers may keep these for five minutes, then revalidate by ETag. */
const PUBLIC_CACHE = 'public, max-age=300';

/**
 * Weak, because compression sends other bytes for the same document; `If-None-Match` compares
 * weakly anyway.
 */
const etagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url')}"`;

/** Whether an `If-None-Match` header (`*`, or a list of tags, weak or strong) names this tag. */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a document that is the same for every caller (robots.txt, a sitemap, a feed) with a
 * public cache lifetime and an ETag; a request that already holds this version gets 304.
 */
export function sendPublicDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  contentType: string,
  body: string,
) {
  const etag = etagOf(body);
  reply.header('cache-control', PUBLIC_CACHE).header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

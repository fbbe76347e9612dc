import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused, malformed JSON a 400), except
 * that an empty body is `{}`: the spec's client sends `Content-Type: application/json` with no
 * body on calls that take none (follow, unfollow, unban, resend verification).
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body: string, done) => {
      if (body.length === 0) {
        done(null, {});
        return;
      }
      parseJson(request, body, done);
    },
  );
}

import type { LightMyRequestResponse } from 'fastify';

/**
 * An answer as a client sees it, less what differs on every request: its date, its id, and the
 * letters of a session token it sets (any two sessions' tokens differ; their form may not).
 */
export function visibleAnswer(response: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  const cookie = headers['set-cookie'];
  if (cookie !== undefined) {
    headers['set-cookie'] = String(cookie).replace(
      /access_token=([^;]*)/,
      (_all, token: string) => `access_token=${token.replace(/[\w-]/g, 'x')}`,
    );
  }
  return { statusCode: response.statusCode, headers, body: response.body };
}

/** The session token an answer sets in its cookie, or '' when it sets none. */
export const sessionTokenOf = (response: LightMyRequestResponse) =>
  /access_token=([^;]*)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';

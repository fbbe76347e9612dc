import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { pathRedaction, type PathRedaction } from './path-redaction.ts';

/** Where log lines go: anything with `write` (a file, a test's collector). */
export interface LogStream {
  write(line: string): void;
}

/**
 * What the logs may say about a failure: its kind, its message and where it happened, never
 * what was sent. A database error carries the failing statement's parameters (password
 * hashes, e-mail addresses), a mail or payment error the recipient or the request it made, so
 * an error is written with an allowlist of fields and its causes, and nothing else.
 */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
] as const;
const MAX_CAUSE_DEPTH = 5;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  errors?: LoggedError[];
  [field: string]: unknown;
}

/** Drizzle puts the parameters in the message itself: `Failed query: …\nparams: …`. */
const withoutParameters = (message: string) => message.replace(/\nparams:[\s\S]*$/, '');

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: String(error), stack: '' };
  }
  const source = error as Record<string, unknown> & Partial<Error>;
  const original = typeof source.message === 'string' ? source.message : '';
  const message = withoutParameters(original);
  const logged: LoggedError = {
    type: source.constructor?.name ?? 'Object',
    message,
    // A function, so that `$&` or `$'` in the message is not expanded (back into the parameters).
    stack: typeof source.stack === 'string' ? source.stack.replace(original, () => message) : '',
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (source.cause !== undefined) logged.cause = serializeError(source.cause, depth + 1);
    if (Array.isArray(source.errors)) {
      logged.errors = source.errors.map((inner) => serializeError(inner, depth + 1));
    }
  }
  return logged;
}

/**
 * A request as the logs show it: the path without its query string (search terms, codes), and
 * without the secrets some paths carry (`path-redaction.ts`).
 */
export function serializeRequest(request: FastifyRequest, paths: PathRedaction = pathRedaction()) {
  return {
    method: request.method,
    url: paths.redact(request.url.split('?', 1)[0] ?? ''),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Credentials in headers, wherever a log line might carry them. */
const REDACTED_PATHS = ['authorization', 'cookie', 'set-cookie', 'idempotency-key'].flatMap(
  (header) => [`headers["${header}"]`, `*.headers["${header}"]`],
);

/**
 * The Fastify logger: off when silent, pretty in development, JSON lines otherwise. `paths` names
 * the paths whose secrets request lines hide.
 */
export function loggerOptions(
  config: Config,
  { stream, paths }: { stream?: LogStream; paths?: PathRedaction } = {},
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const options = {
    level: config.logLevel,
    serializers: {
      err: serializeError,
      req: (request: FastifyRequest) => serializeRequest(request, paths),
    },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (stream) return { ...options, stream };
  if (config.env === 'development') {
    return { ...options, transport: { target: 'pino-pretty' } };
  }
  return options;
}

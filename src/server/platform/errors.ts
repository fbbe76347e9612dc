import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorResponseSchema, type ErrorResponse } from '#contracts/common.ts';
import { SECOND_FACTOR_REQUIRED_CODE } from '#contracts/error-codes.constants.ts';
import type { MessageDescriptor } from '#contracts/i18n/translator.ts';
import { SECOND_FACTOR_MESSAGES } from '#contracts/second-factor.constants.ts';
import { isAdminAwaitingSecondFactor } from './admin-second-factor.ts';
import { isDataException } from './database-errors.ts';
import { localizeMessage, markLanguage, requestLocale } from './i18n.ts';

/**
 * An error whose message is meant for the client, answered with its status code. The message is
 * English; a client that asks for another language gets the catalog's translation of it
 * (`platform/i18n.ts`), found from the English text, or from `localized` where the text alone
 * cannot say which message it is.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A machine-readable reason a client acts on (`reauthentication_required`), beside the message. */
    readonly code?: string,
    readonly localized?: MessageDescriptor,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'You must be signed in') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Answers an error, its message in the language the client asks for (English by default). */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  englishMessage: string,
  code?: string,
  localized?: MessageDescriptor,
) {
  const locale = requestLocale(reply.request);
  markLanguage(reply, locale);
  const message = localizeMessage(locale, englishMessage, localized);
  const body: ErrorResponse = { success: false, statusCode, message, ...(code && { code }) };
  return reply.code(statusCode).type('application/json').send(body);
}

/** Fastify's own client errors whose message we replace with a plainer one. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
};

export const UNSTORABLE_VALUE_MESSAGE = 'The request contains a value that is not allowed';

/**
 * One error handler for the whole API: validation failures and client mistakes get a 4xx with a
 * readable message; a value the database refuses is the request's fault too (400, logged as a
 * warning, since the contracts should have caught it); anything unexpected is logged with the
 * request id and answered 500 without internals. The logger's error serializer
 * (`platform/logging.ts`) keeps the values sent out of those log lines.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return sendError(reply, 400, first?.message ?? 'Invalid request');
    }
    if (error instanceof HttpError) {
      if (error.statusCode === 403 && isAdminAwaitingSecondFactor(request)) {
        return sendError(reply, 403, SECOND_FACTOR_MESSAGES.required, SECOND_FACTOR_REQUIRED_CODE);
      }
      return sendError(reply, error.statusCode, error.message, error.code, error.localized);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const message =
        (error.code && FRAMEWORK_MESSAGES[error.code]) ||
        (error instanceof SyntaxError ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY! : '') ||
        error.message;
      return sendError(reply, statusCode, message);
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value');
      return sendError(reply, 400, UNSTORABLE_VALUE_MESSAGE);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, 'Something went wrong');
  });
}

/**
 * Query keys with brackets (`?slug[$ne]=x`) are an attempt to smuggle an object where a string
 * belongs; no endpoint takes them, so they are refused outright.
 */
export function registerQueryGuard(app: FastifyInstance) {
  app.addHook('preValidation', async function refuseBracketedQueryKeys(request) {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query) return;
    for (const key of Object.keys(query)) {
      if (key.includes('[') || key.includes(']')) {
        throw badRequest(`Invalid query parameter: ${key}`);
      }
    }
  });
}

/** Errors a route documents when it may give them (`RouteDocs.errors`). */
export type DocumentedError = 409 | 413 | 429;

export const errorResponses = (statuses: readonly DocumentedError[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));

/** The error answers most routes document: bad input, signed out, not allowed, not found. */
export const commonErrorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

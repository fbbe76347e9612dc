import {
  endpointPath,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
} from '#contracts/endpoint.ts';
import { SECOND_FACTOR_REQUIRED_CODE } from '#contracts/error-codes.constants.ts';
import type { SessionUser } from '#contracts/users.ts';
import { endExpiredSession, isSessionExpired, TOKEN_EXPIRED_MESSAGE } from '#web/state/session.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { pageLanguageHeader, pathInLanguage, pathInPageLanguage } from './page-language.ts';
import { plainServerText } from './plain-server-text.ts';

/**
 * The one way the web talks to the API: same origin, cookies always sent, JSON in and out. A
 * failed call throws `ApiError` with the server's status and message, so pages can show the
 * spec's texts without parsing responses themselves. The session travels in the httpOnly
 * cookie; while signed in, its expiry is checked first: an expired session ends instead of
 * being used.
 */

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the reply; 0 when the server could not be reached or answered garbage. */
  readonly statusCode: number;
  /** The server's machine-readable reason, when it gave one (`reauthentication_required`). */
  readonly code?: string;

  constructor(statusCode: number, message: string, options?: ErrorOptions & { code?: string }) {
    super(message, options);
    this.statusCode = statusCode;
    this.code = options?.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Message to show for any thrown value, with the spec's fallback. */
export function errorMessage(error: unknown, fallback = FALLBACK_ERROR_MESSAGE): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}

/**
 * How calls leave: the browser's `fetch`, or on the server the renderer's in-process transport
 * (`entry-server.tsx`), which reads the API as a visitor without opening a socket.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(send: typeof fetch) {
  transport = send;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query-string parameters; `undefined`, `null` and empty strings are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as is when it is `FormData` (uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function serverCode(payload: unknown): string | undefined {
  const code = (payload as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * An admin who must set up a second factor before any admin call is taken where they set it up
 * (the API refuses every admin call until then).
 */
export const SECOND_FACTOR_SETUP_PATH = '/dashboard?tab=security';

export function takeToSecondFactorSetup() {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  // Under a language's prefix too: `/es/dashboard?tab=security` is the page, in Spanish.
  if (`${pathInLanguage(pathname)}${search}` === SECOND_FACTOR_SETUP_PATH) return;
  window.location.assign(pathInPageLanguage(SECOND_FACTOR_SETUP_PATH, pathname));
}

function serverMessage(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object' && 'message' in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** Which session a call went out under: the account and the end of its token. */
export type SessionMark = Pick<SessionUser, '_id' | 'tokenExpiresAt'>;

/**
 * The signed-in user's session before a call: an expired one forces the sign-out and the call is
 * refused with 'Token expired'. Null for visitors. Also used by uploads (XMLHttpRequest).
 */
export function checkedSession(): SessionMark | null {
  const user = useAppStore.getState().currentUser;
  if (!user) return null;
  if (isSessionExpired(user)) {
    endExpiredSession();
    throw new ApiError(401, TOKEN_EXPIRED_MESSAGE);
  }
  return { _id: user._id, tokenExpiresAt: user.tokenExpiresAt };
}

/**
 * A 401 to a signed-in call means the server ended the session (signed out elsewhere, password
 * reset, account deleted): end it here too, unless a newer sign-in has replaced it since.
 */
export function handleUnauthorized(statusCode: number, sent: SessionMark | null) {
  if (statusCode !== 401 || !sent) return;
  const current = useAppStore.getState().currentUser;
  if (current?._id === sent._id && current.tokenExpiresAt === sent.tokenExpiresAt) {
    endExpiredSession();
  }
}

/** A successful answer: its body and its headers (some lists carry their total in a header). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

async function apiResponse<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', query, body, signal } = options;
  const session = checkedSession();
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...pageLanguageHeader(),
    ...options.headers,
  };
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: requestBody,
      credentials: 'same-origin',
      // Always asks the server (a 304 when nothing changed): public answers allow shared caches
      // a stale copy while they revalidate, which a browser would otherwise show after a write.
      cache: 'no-cache',
      signal,
    });
  } catch (error) {
    // Let callers tell a cancelled query from a failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, FALLBACK_ERROR_MESSAGE, { cause: error });
  }

  handleUnauthorized(response.status, session);
  const text = response.status === 204 || method === 'HEAD' ? '' : await response.text();
  let payload: unknown;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch (error) {
      throw new ApiError(response.ok ? 0 : response.status, FALLBACK_ERROR_MESSAGE, {
        cause: error,
      });
    }
  }

  if (!response.ok) {
    const message = serverMessage(payload);
    const code = serverCode(payload);
    if (code === SECOND_FACTOR_REQUIRED_CODE) takeToSecondFactorSetup();
    throw new ApiError(
      response.status,
      message ? plainServerText(message) : FALLBACK_ERROR_MESSAGE,
      { code },
    );
  }
  return { data: payload as T, headers: response.headers };
}

/** How a call travels, beside what it sends. */
interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type CallArguments<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions];

/**
 * Calls a contract's endpoint: its path filled with `params`, `query` and `body` sent as its
 * schemas accept them, its answer typed as its schema writes it.
 */
export async function callWithHeaders<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArguments<E>
): Promise<ApiResponse<EndpointOutput<E>>> {
  const { params, query, body, headers, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  } & CallOptions;
  return apiResponse<EndpointOutput<E>>(endpointPath(endpoint.path, params), {
    method: endpoint.method,
    query,
    body,
    headers,
    signal,
  });
}

export async function call<E extends Endpoint>(
  endpoint: E,
  ...input: CallArguments<E>
): Promise<EndpointOutput<E>> {
  return (await callWithHeaders(endpoint, ...input)).data;
}

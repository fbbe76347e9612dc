import { FALLBACK_ERROR_MESSAGE, isApiError } from '#web/lib/api-client.ts';

/**
 * The spec's error texts: the server's message when it sent one, else the screen's own
 * fallback ('Error fetching reports', 'Error deleting report' ...).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && error.statusCode > 0 && error.message !== FALLBACK_ERROR_MESSAGE) {
    return error.message;
  }
  return fallback;
}

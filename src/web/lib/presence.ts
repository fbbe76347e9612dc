import type { ConfirmPresenceInput } from '#contracts/sessions.ts';
import { REAUTHENTICATION_REQUIRED } from '#contracts/sessions.constants.ts';
import * as sessions from '#contracts/sessions.endpoints.ts';
import { call, isApiError } from './api-client.ts';

/**
 * Sudo mode on the web: a change the server holds back until the owner proves to be present
 * (403 `reauthentication_required`) asks for the current password (or, where the member has a
 * second factor, a code), confirms it, and is sent again.
 */

export const confirmPresence = (proof: ConfirmPresenceInput) =>
  call(sessions.confirmPresence, { body: proof });

export const needsPresence = (error: unknown) =>
  isApiError(error) && error.statusCode === 403 && error.code === REAUTHENTICATION_REQUIRED;

/**
 * Runs the call; if the server wants proof of presence, asks for the password once (`ask`
 * answers whether it was confirmed) and runs it again. Cancelling rejects with the first answer.
 */
export async function runWithPresence<T>(
  run: () => Promise<T>,
  ask: () => Promise<boolean>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!needsPresence(error)) throw error;
    if (!(await ask())) throw error;
    return run();
  }
}

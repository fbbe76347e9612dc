import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page hands its client: the address it was drawn for (a missing post is
 * drawn as `/not-found`) and the TanStack Query cache it was drawn from. It travels in a JSON data block (`type="application/json"`), which the CSP lets through
 * because it never runs.
 */
export interface ServerState {
  path: string;
  queries: DehydratedState;
}

export const SERVER_STATE_ID = 'hearth-state';

/** JSON safe inside `<script>`: no `<` can close the element or open a comment. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * The page's state, its queries counted as received now. A page may come from the server's
 * cache minutes after it was drawn, but never stale: every write that changes its data drops
 * it. Counted from the render, its queries would be refetched at once after hydration.
 */
export function readServerState(): ServerState | null {
  const block = document.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return null;
  const state = JSON.parse(block.textContent) as ServerState;
  const now = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
  return state;
}

/**
 * The one page that asks before it is left (a form with unsaved changes). The app's router
 * (`app-router.tsx`) asks it before following a link, a redirect or the back button to another
 * page.
 */
interface LeaveGuard {
  /** The page guarded: moving within it (its query string, its hash) never asks. */
  pathname: string;
  /** Asks the reader, and calls `leave` if they choose to go. */
  ask: (leave: () => void) => void;
}

let guard: LeaveGuard | null = null;

/** Guards the page now shown until the returned function is called. */
export function guardLeaving(ask: LeaveGuard['ask']): () => void {
  const own = { pathname: window.location.pathname, ask };
  guard = own;
  return () => {
    if (guard === own) guard = null;
  };
}

/**
 * The guarded page now has the address `pathname` (a new draft's own): going there never asks,
 * and leaving it still does.
 */
export function readdressGuard(pathname: string) {
  if (guard) guard.pathname = pathname;
}

/** Whether going to `pathname` must ask first. */
export function mustAskToLeaveFor(pathname: string): boolean {
  return guard !== null && guard.pathname !== pathname;
}

/**
 * Goes to `pathname` with `go`: at once, or once the reader has chosen to leave the guarded
 * page. Their choice lifts the guard, so the page is left even if it draws again meanwhile.
 */
export function leaveFor(pathname: string, go: () => void) {
  const current = guard;
  if (!current || !mustAskToLeaveFor(pathname)) return go();
  current.ask(() => {
    if (guard === current) guard = null;
    go();
  });
}

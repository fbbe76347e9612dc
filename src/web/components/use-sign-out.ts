import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '#web/state/session.ts';
import { useClearCachedData } from '#web/lib/clear-cached-data.ts';

/** Sign out as the user asked: the server ends the session, the user and cache go, home next. */
export function useSignOut() {
  const clearCachedData = useClearCachedData();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave first: a guarded page (the dashboard) would otherwise send the signed-out visitor
    // to the sign-in page before home is reached.
    await navigate('/');
    clearCachedData();
    // Clearing the httpOnly cookie needs the server; the local session ends either way.
    await signOut();
  }, [clearCachedData, navigate]);
}

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReloadVerifiedAccount } from './api.ts';

export const NOTICE_MS = 5000;

/**
 * Back from the e-mailed link (`?verified=success`): say so for 5 s, reload the user, and tidy
 * the address bar. Returns whether the notice shows, and how to dismiss it.
 */
export function useVerifiedNotice(userId: string) {
  const { mutate: reloadAccount } = useReloadVerifiedAccount(userId);
  const [searchParams, setSearchParams] = useSearchParams();
  const [isShown, setIsShown] = useState(() => searchParams.get('verified') === 'success');

  const hasVerifiedParam = searchParams.get('verified') === 'success';
  useEffect(() => {
    if (!hasVerifiedParam) return;
    reloadAccount(undefined, {
      onError: (error) => console.warn('User refresh failed', error),
    });
    setSearchParams(
      (params) => {
        params.delete('verified');
        return params;
      },
      { replace: true },
    );
  }, [hasVerifiedParam, reloadAccount, setSearchParams]);

  useEffect(() => {
    if (!isShown) return;
    const timer = window.setTimeout(() => setIsShown(false), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [isShown]);

  return { isShown, dismiss: () => setIsShown(false) };
}

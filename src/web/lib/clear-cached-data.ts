import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Forgets everything cached, for an account that leaves (sign-out, deletion). */
export function useClearCachedData() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.clear(), [queryClient]);
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** A user as `GET /api/user/search` answers: enough for a suggestion or a search result. */
export interface FoundUser {
  _id: string;
  username: string;
  profilePicture: string;
  isAdmin: boolean;
  isPublisher: boolean;
}

export const searchUsers = (username: string, limit: number, signal?: AbortSignal) =>
  api.get<{ users: FoundUser[] }>('/api/user/search', { query: { username, limit }, signal });

/** Users whose name contains `term` (mention suggestions, the header search). */
export function useUserSearch(term: string, limit: number, isEnabled = true) {
  return useQuery({
    queryKey: ['users', 'search', term.toLowerCase(), limit],
    queryFn: async ({ signal }) => (await searchUsers(term, limit, signal)).users,
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

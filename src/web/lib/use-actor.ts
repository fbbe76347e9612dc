import { useMemo } from 'react';
import type { MaybeActor } from '#contracts/policies/actor.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { actorOf } from './actor.ts';

/** The signed-in user as the policies' actor, the same object while the user stays the same. */
export function useActor(): MaybeActor {
  const user = useAppStore((state) => state.currentUser);
  return useMemo(() => actorOf(user), [user]);
}

import { useSyncExternalStore } from 'react';

/**
 * Whether the Most Read slides rotate, handed to them outside their props. The slides' part
 * arrives as server HTML that hydrates once its code has loaded; new props before then make
 * React draw it again instead (new elements: focus on a link in it would fall to the body).
 */
export interface RotationSignal {
  get(): boolean;
  set(value: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createRotationSignal(initial: boolean): RotationSignal {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (next === value) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const useRotation = (signal: RotationSignal) =>
  useSyncExternalStore(signal.subscribe, signal.get, signal.get);

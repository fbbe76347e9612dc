import type { Values } from '@lingui/core';
import { use } from 'react';
import { useLocale } from './locale.tsx';
import { loadNamespace, translatorOf } from './messages.ts';
import type { Namespace, NamespaceIds } from './namespaces.ts';

/** Formats a message of the namespace, by its id, with its placeholders' values. */
export type Translate<N extends Namespace> = (id: NamespaceIds[N], values?: Values) => string;

/**
 * The messages of a namespace in the page's language. The first component to ask for a
 * namespace not yet loaded suspends until it is (pages name theirs in the page table, so they
 * are loaded before the page draws).
 */
export function useMessages<N extends Namespace>(namespace: N): Translate<N> {
  const locale = useLocale();
  use(loadNamespace(locale, namespace));
  return translatorOf(locale);
}

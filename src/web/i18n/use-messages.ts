import type { Values } from '@lingui/core';
import { use, useMemo } from 'react';
import { useLocale } from './locale.tsx';
import { i18nFor, isNamespaceLoaded, loadNamespace } from './messages.ts';
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
  if (!isNamespaceLoaded(locale, namespace)) use(loadNamespace(locale, namespace));
  return useMemo(() => {
    const i18n = i18nFor(locale);
    return (id, values) => i18n._(id, values);
  }, [locale]);
}

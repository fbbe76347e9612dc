import type { Values } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import { useLocale } from './locale.tsx';
import { i18nFor } from './messages.ts';
import type { Namespace, NamespaceIds } from './namespaces.ts';
import { useMessages } from './use-messages.ts';

interface MessageProps<N extends Namespace> {
  namespace: N;
  id: NamespaceIds[N];
  values?: Values;
  /** The elements a message's numbered tags stand for: `<0>terms</0>` is `components[0]`. */
  components: Record<string, ReactElement>;
}

/** A message with elements inside it (a link in a sentence), in the page's language. */
export function Message<N extends Namespace>({
  namespace,
  id,
  values,
  components,
}: MessageProps<N>) {
  useMessages(namespace);
  return (
    <TransNoContext
      lingui={{ i18n: i18nFor(useLocale()) }}
      id={id}
      values={values}
      components={components}
    />
  );
}

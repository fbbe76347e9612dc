import type { ReactNode } from 'react';

/**
 * A message with one element inside it (`<0>…</0>`, or `<0/>` for one that has its own text),
 * drawn without Lingui's `Trans`: the home page draws these and counts its bytes.
 */
export function withElement(message: string, render: (inner: string) => ReactNode): ReactNode {
  const [before, inner, after] = message.split(/<0>(.*?)<\/0>|<0\/>/);
  return (
    <>
      {before}
      {render(inner ?? '')}
      {after}
    </>
  );
}

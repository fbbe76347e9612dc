import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

const Composer = lazy(async () => ({
  default: (await import('./comment-composer.tsx')).CommentComposer,
}));

/**
 * The comment box, loaded when a signed-in reader first needs one: with its form library and the
 * contract's rules it is most of a post page's code, and visitors never write.
 */
export function CommentComposer(props: ComponentProps<typeof Composer>) {
  return (
    <Suspense fallback={<Skeleton height={96} radius="md" aria-hidden="true" />}>
      <Composer {...props} />
    </Suspense>
  );
}

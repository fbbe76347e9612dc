import type { TooltipProps } from '@mantine/core';
import { cloneElement, lazy, Suspense, useRef, type ReactElement, type Ref } from 'react';

const Tooltip = lazy(async () => ({ default: (await import('./tooltip.ts')).Tooltip }));

interface LazyTooltipProps extends Omit<TooltipProps, 'children' | 'target'> {
  /** The element the tooltip describes; it must take a ref. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}

/**
 * Mantine's `Tooltip` for the page shell, whose code (with its positioning library) loads after
 * the page. The target is drawn outside the part that waits for it and the tooltip is pointed at
 * it, so the target's element stays the same when the tooltip arrives (focus on it stays put).
 */
export function LazyTooltip({ children, ...props }: LazyTooltipProps) {
  const target = useRef<HTMLElement>(null);
  return (
    <>
      {cloneElement(children, { ref: target })}
      <Suspense fallback={null}>
        <Tooltip {...props} target={target} />
      </Suspense>
    </>
  );
}

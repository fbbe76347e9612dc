import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type Ref,
} from 'react';
import { lazyWithMantine } from './lazy-with-mantine.tsx';

const Tooltip = lazyWithMantine(async () => (await import('./tooltip.ts')).Tooltip);

interface LazyTooltipProps extends Omit<TooltipProps, 'children' | 'target'> {
  /** The element the tooltip describes; it must take a ref. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}

/**
 * Mantine's `Tooltip`, whose code (with its positioning library) is fetched when the pointer or
 * the focus first reaches the target: a visit that never points at it spends nothing on it. The
 * target is drawn outside the part that waits for the tooltip, and the tooltip is pointed at it,
 * so the target's element stays the same when the tooltip arrives (focus on it stays put).
 */
export function LazyTooltip({ children, ...props }: LazyTooltipProps) {
  const target = useRef<HTMLElement>(null);
  const [isWanted, setIsWanted] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element || isWanted) return;
    const want = () => setIsWanted(true);
    element.addEventListener('pointerenter', want);
    element.addEventListener('focus', want);
    return () => {
      element.removeEventListener('pointerenter', want);
      element.removeEventListener('focus', want);
    };
  }, [isWanted]);

  return (
    <>
      {cloneElement(children, { ref: target })}
      {isWanted && (
        <Suspense fallback={null}>
          <Tooltip {...props} target={target} />
        </Suspense>
      )}
    </>
  );
}

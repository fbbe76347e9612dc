import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Tooltip = lazy(async () => ({ default: (await import('./tooltip.ts')).Tooltip }));

/**
 * Mantine's `Tooltip` for the page shell: a closed tooltip draws only its target, so the target is
 * drawn alone until the tooltip's code (with its positioning library) has loaded.
 */
export function LazyTooltip({ children, ...props }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}

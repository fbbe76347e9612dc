import { lazy, type ComponentType } from 'react';

/**
 * React's `lazy` for a part that draws Mantine components where no Mantine context is around it
 * (the shell and pages drawn without Mantine, decision 021): the part comes with Mantine's
 * context and theme, loaded with it.
 */
export function lazyWithMantine<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Part, { inMantineScope }] = await Promise.all([load(), import('../mantine-scope.tsx')]);
    return { default: inMantineScope(Part) };
  });
}

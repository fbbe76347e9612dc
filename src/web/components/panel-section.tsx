import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered panel of a page that is a section of its own, named by its heading's id. */
export function PanelSection({
  headingId,
  children,
  ...paper
}: PaperProps & {
  headingId: string;
  id?: string;
  'data-testid'?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      {...paper}
    >
      {children}
    </Paper>
  );
}

import { Stack, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** A list drawn without bullets or indent, its items stacked `gap` apart. */
export function BareList({
  gap,
  style,
  children,
  ...aria
}: {
  gap: MantineSpacing | number;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-busy'?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack component="ul" gap={gap} m={0} p={0} style={{ listStyle: 'none', ...style }} {...aria}>
      {children}
    </Stack>
  );
}

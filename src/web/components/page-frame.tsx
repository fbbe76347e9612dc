import { Container, Stack, Text, Title, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '#web/lib/use-page-title.ts';

interface PageFrameProps {
  title: string;
  /** One sentence under the heading saying what the page is for. */
  description?: ReactNode;
  /** Tab title when it should differ from the heading. */
  documentTitle?: string;
  size?: ContainerProps['size'];
  children?: ReactNode;
}

/** The common frame of a content page: page title, one heading, a lead sentence, the content. */
export function PageFrame({ title, description, documentTitle, size, children }: PageFrameProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <Container size={size} py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xs" mb={children ? 'xl' : 0}>
        <Title order={1}>{title}</Title>
        {description && (
          <Text size="lg" c="dimmed" maw={680}>
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Container>
  );
}

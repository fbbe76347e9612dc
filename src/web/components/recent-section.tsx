import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface RecentSectionProps {
  /** Also names the heading's id: 'Recent Posts' is `recent-posts-title`. */
  title: string;
  subtitle: string;
  viewAll: { to: string; label: string };
  /** The last band of the page keeps room below it as well. */
  padBottom?: boolean;
  children: ReactNode;
}

const BAND_SPACE = { base: 48, sm: 72 };

/** A home page band of the newest items: a heading, a View All link, then the items. */
export function RecentSection({
  title,
  subtitle,
  viewAll,
  padBottom,
  children,
}: RecentSectionProps) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-title`;
  return (
    <Container
      size="lg"
      component="section"
      aria-labelledby={id}
      {...(padBottom ? { py: BAND_SPACE } : { pt: BAND_SPACE })}
    >
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <Stack gap={4}>
          <Title order={2} id={id}>
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        <Button
          component={Link}
          to={viewAll.to}
          variant="subtle"
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
        >
          {viewAll.label}
        </Button>
      </Group>
      {children}
    </Container>
  );
}

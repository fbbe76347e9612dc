import { Card, Skeleton, Stack } from '@mantine/core';

/** A card-shaped placeholder while posts load. */
export function PostCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden="true">
      <Card.Section>
        <Skeleton height={180} radius={0} />
      </Card.Section>
      <Stack gap="sm" pt="md">
        <Skeleton height={18} width={70} />
        <Skeleton height={22} />
        <Skeleton height={22} width="70%" />
        <Skeleton height={28} width={140} radius="xl" />
      </Stack>
    </Card>
  );
}

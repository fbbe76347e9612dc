import { useMessages } from '#web/i18n/use-messages.ts';
import { Anchor, Button, Group, Paper, Stack, Title, type ButtonProps } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './list-row.module.css';
import { LinkButton } from '#web/components/link-button.tsx';

/**
 * One item of a dashboard list: its cover, its title leading to its page beside a status, the
 * lines the caller gives, and its actions.
 */
export function ListRow({
  cover,
  title,
  to,
  status,
  narrowThumbWidth,
  actions,
  children,
}: {
  cover: ReactNode;
  title: string;
  to: string;
  status: ReactNode;
  /** The cover's width on phones. */
  narrowThumbWidth: number;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.row}
      style={{ '--list-row-narrow-thumb': `${narrowThumbWidth}px` } as CSSProperties}
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        <div className={classes.thumb}>{cover}</div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" align="center" wrap="wrap">
            <Title order={2} size="h4" className={classes.title}>
              <Anchor component={Link} to={to} underline="hover">
                {title}
              </Anchor>
            </Title>
            {status}
          </Group>
          {children}
          <Group gap="xs" mt={4}>
            {actions}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** A list row's Edit link; its accessible name says which item it edits. */
export function ListRowEdit({ to, itemName }: { to: string; itemName: string }) {
  const t = useMessages('shellParts');
  return (
    <LinkButton
      to={to}
      size="compact-sm"
      variant="default"
      icon={IconPencil}
      iconSize={14}
      aria-label={t('shellParts.list.editLabel', { item: itemName })}
    >
      {t('shellParts.list.edit')}
    </LinkButton>
  );
}

/** A list row's Delete button; it only asks, the caller confirms and deletes. */
export function ListRowDelete({
  onClick,
  itemName,
  isDeleting,
  ...buttonProps
}: { onClick: () => void; itemName: string; isDeleting: boolean } & ButtonProps) {
  const t = useMessages('shellParts');
  return (
    <Button
      size="compact-sm"
      variant="default"
      {...buttonProps}
      c="var(--mantine-color-error)"
      leftSection={<IconTrash size={14} aria-hidden="true" />}
      onClick={onClick}
      loading={isDeleting}
      aria-label={t('shellParts.list.deleteLabel', { item: itemName })}
    >
      {t('shellParts.list.delete')}
    </Button>
  );
}

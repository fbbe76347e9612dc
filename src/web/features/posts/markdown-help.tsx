import { ActionIcon, Popover, Table, Text } from '@mantine/core';
import { IconMarkdown } from '@tabler/icons-react';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * What the editor's input rules (TipTap's StarterKit) turn into formatting as one types; what is
 * typed is code, but for a row whose typing has words in it (an id).
 */
const SHORTCUTS = [
  ['## ', 'posts.markdown.heading'],
  ['### ', 'posts.markdown.subheading'],
  ['#### ', 'posts.markdown.smallHeading'],
  [{ id: 'posts.markdown.bulletTyped' }, 'posts.markdown.bulleted'],
  ['1. ', 'posts.markdown.numbered'],
  ['> ', 'posts.markdown.quote'],
  ['```', 'posts.markdown.codeBlock'],
  ['---', 'posts.markdown.line'],
  ['**bold**', 'posts.markdown.bold'],
  ['*italic*', 'posts.markdown.italic'],
  ['~~struck~~', 'posts.markdown.strike'],
  ['`code`', 'posts.markdown.inlineCode'],
] as const;

/** A help button beside the content field listing the Markdown-style shortcuts. */
export function MarkdownHelp() {
  const t = useMessages('posts');
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label={t('posts.markdown.button')} size="lg">
          <IconMarkdown size={20} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="xs" id="markdown-help-title">
          {t('posts.markdown.title')}
        </Text>
        <Table aria-labelledby="markdown-help-title" withRowBorders={false} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('posts.markdown.type')}</Table.Th>
              <Table.Th>{t('posts.markdown.for')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SHORTCUTS.map(([typed, becomes]) => (
              <Table.Tr key={becomes}>
                <Table.Td>
                  <code>{typeof typed === 'string' ? typed : t(typed.id)}</code>
                </Table.Td>
                <Table.Td>{t(becomes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}

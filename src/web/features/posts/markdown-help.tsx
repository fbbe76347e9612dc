import { ActionIcon, Popover, Table, Text } from '@mantine/core';
import { IconMarkdown } from '@tabler/icons-react';

/** What the editor's input rules (TipTap's StarterKit) turn into formatting as one types. */
const SHORTCUTS: [typed: string, becomes: string][] = [
  ['## ', 'Heading'],
  ['### ', 'Subheading'],
  ['#### ', 'Small heading'],
  ['- or * ', 'Bulleted list'],
  ['1. ', 'Numbered list'],
  ['> ', 'Quote'],
  ['```', 'Code block'],
  ['---', 'Horizontal line'],
  ['**bold**', 'Bold'],
  ['*italic*', 'Italic'],
  ['~~struck~~', 'Strikethrough'],
  ['`code`', 'Inline code'],
];

/** A help button beside the content field listing the Markdown-style shortcuts. */
export function MarkdownHelp() {
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label="Formatting shortcuts" size="lg">
          <IconMarkdown size={20} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="xs" id="markdown-help-title">
          Type these to format as you write
        </Text>
        <Table aria-labelledby="markdown-help-title" withRowBorders={false} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>For</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SHORTCUTS.map(([typed, becomes]) => (
              <Table.Tr key={typed}>
                <Table.Td>
                  <code>{typed}</code>
                </Table.Td>
                <Table.Td>{becomes}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}

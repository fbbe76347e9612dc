import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

const isImageUrl = (value: string) =>
  /^https:\/\/\S+$/i.test(value) || value.startsWith('/uploads/');

/** Toolbar control: insert an image by its address (https), with an alternative text. */
export function ImageUrlControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setUrl('');
    setAlt('');
    setError(null);
  };

  const insert = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const src = url.trim();
    if (!isImageUrl(src)) {
      setError('Enter an image address starting with https://');
      return;
    }
    editor?.chain().focus().setImage({ src, alt: alt.trim() }).run();
    close();
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onClose={close}
      trapFocus
      position="bottom"
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => setOpened((value) => !value)}
          aria-label="Insert image by URL"
          title="Insert image by URL"
        >
          <IconPhotoPlus stroke={1.5} size={16} aria-hidden="true" />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={insert}>
          <Stack gap="xs" w={280}>
            <TextInput
              label="Image URL"
              placeholder="https://…"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <TextInput
              label="Alternative text"
              description="What the image shows, for people who cannot see it"
              value={alt}
              onChange={(event) => setAlt(event.currentTarget.value)}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" size="xs">
                Insert image
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

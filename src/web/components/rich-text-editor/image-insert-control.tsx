import { Popover } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ImageInsertForm } from './image-insert-form.tsx';

export const INSERT_IMAGE_LABEL = 'Insert image';

/** Toolbar control: put an image into the text, uploaded or by its address, with its description. */
export function ImageInsertControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const control = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpened(false);
    control.current?.focus();
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      closeOnEscape={false}
      position="bottom"
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <RichTextEditor.Control
          ref={control}
          onClick={() => setOpened((value) => !value)}
          aria-label={INSERT_IMAGE_LABEL}
          title={INSERT_IMAGE_LABEL}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          <IconPhotoPlus stroke={1.5} size={16} aria-hidden="true" />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown
        role="dialog"
        aria-label={INSERT_IMAGE_LABEL}
        // Escape, like Cancel, puts focus on the control (Mantine would hand it back to whatever
        // had it before the click, often nothing).
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          close();
        }}
      >
        {/* Drawn only while open, so each image starts from an empty form. */}
        {opened && (
          <ImageInsertForm
            onCancel={close}
            onInsert={({ src, alt }) => {
              setOpened(false);
              editor?.chain().focus().setImage({ src, alt }).run();
            }}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

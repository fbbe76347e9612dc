import { Popover } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhotoEdit } from '@tabler/icons-react';
import { useEditorState } from '@tiptap/react';
import { useRef, useState } from 'react';
import { ImageDescriptionForm } from './image-description-form.tsx';

export const DESCRIBE_IMAGE_LABEL = 'Describe the selected image';

/**
 * Toolbar control, usable while an image in the text is selected: its alternative text. Images
 * pasted or dropped into the text arrive without one; this is where they get it.
 */
export function ImageDescriptionControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const control = useRef<HTMLButtonElement>(null);
  const image = useEditorState({
    editor: editor ?? null,
    selector: ({ editor: current }) =>
      current?.isActive('image')
        ? { alt: (current.getAttributes('image').alt as string | null | undefined) ?? null }
        : null,
  });

  const close = () => {
    setOpened(false);
    control.current?.focus();
  };

  return (
    <Popover
      opened={opened && image !== null}
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
          aria-label={DESCRIBE_IMAGE_LABEL}
          title={DESCRIBE_IMAGE_LABEL}
          aria-haspopup="dialog"
          aria-expanded={opened}
          disabled={image === null}
        >
          <IconPhotoEdit stroke={1.5} size={16} aria-hidden="true" />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown
        role="dialog"
        aria-label={DESCRIBE_IMAGE_LABEL}
        // Escape, like Cancel, puts focus on the control (Mantine would hand it back to whatever
        // had it before the click, often nothing).
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          close();
        }}
      >
        {opened && image && (
          <ImageDescriptionForm
            current={image.alt}
            onCancel={close}
            onSave={(alt) => {
              setOpened(false);
              editor?.chain().focus().updateAttributes('image', { alt }).run();
            }}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

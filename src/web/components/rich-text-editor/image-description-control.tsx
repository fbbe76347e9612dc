import { useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhotoEdit } from '@tabler/icons-react';
import { useEditorState } from '@tiptap/react';
import { ImageDescriptionForm } from './image-description-form.tsx';
import { ToolbarDialogControl } from './toolbar-dialog-control.tsx';

export const DESCRIBE_IMAGE_LABEL = 'Describe the selected image';

/**
 * Toolbar control, usable while an image in the text is selected: its alternative text. Images
 * pasted or dropped into the text arrive without one; this is where they get it.
 */
export function ImageDescriptionControl() {
  const { editor } = useRichTextEditorContext();
  const image = useEditorState({
    editor: editor ?? null,
    selector: ({ editor: current }) =>
      current?.isActive('image')
        ? { alt: (current.getAttributes('image').alt as string | null | undefined) ?? null }
        : null,
  });

  return (
    <ToolbarDialogControl
      label={DESCRIBE_IMAGE_LABEL}
      icon={IconPhotoEdit}
      disabled={image === null}
    >
      {({ cancel, done }) =>
        image && (
          <ImageDescriptionForm
            current={image.alt}
            onCancel={cancel}
            onSave={(alt) => {
              done();
              editor?.chain().focus().updateAttributes('image', { alt }).run();
            }}
          />
        )
      }
    </ToolbarDialogControl>
  );
}

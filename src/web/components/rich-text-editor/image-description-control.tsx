import { useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhotoEdit } from '@tabler/icons-react';
import { useEditorState } from '@tiptap/react';
import { useMessages } from '#web/i18n/use-messages.ts';
import { ImageDescriptionForm } from './image-description-form.tsx';
import { ToolbarDialogControl } from './toolbar-dialog-control.tsx';

/**
 * Toolbar control, usable while an image in the text is selected: its alternative text. Images
 * pasted or dropped into the text arrive without one; this is where they get it.
 */
export function ImageDescriptionControl() {
  const { editor } = useRichTextEditorContext();
  const t = useMessages('shellParts');
  const image = useEditorState({
    editor: editor ?? null,
    selector: ({ editor: current }) =>
      current?.isActive('image')
        ? { alt: (current.getAttributes('image').alt as string | null | undefined) ?? null }
        : null,
  });

  return (
    <ToolbarDialogControl
      label={t('shellParts.editor.describeImage')}
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

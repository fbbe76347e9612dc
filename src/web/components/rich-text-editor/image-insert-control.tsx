import { useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhotoPlus } from '@tabler/icons-react';
import { ImageInsertForm } from './image-insert-form.tsx';
import { ToolbarDialogControl } from './toolbar-dialog-control.tsx';

export const INSERT_IMAGE_LABEL = 'Insert image';

/** Toolbar control: put an image into the text, uploaded or by its address, with its description. */
export function ImageInsertControl() {
  const { editor } = useRichTextEditorContext();
  return (
    <ToolbarDialogControl label={INSERT_IMAGE_LABEL} icon={IconPhotoPlus}>
      {({ cancel, done }) => (
        <ImageInsertForm
          onCancel={cancel}
          onInsert={({ src, alt }) => {
            done();
            editor?.chain().focus().setImage({ src, alt }).run();
          }}
        />
      )}
    </ToolbarDialogControl>
  );
}

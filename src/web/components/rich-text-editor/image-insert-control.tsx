import { useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useMessages } from '#web/i18n/use-messages.ts';
import { ImageInsertForm } from './image-insert-form.tsx';
import { ToolbarDialogControl } from './toolbar-dialog-control.tsx';

/** Toolbar control: put an image into the text, uploaded or by its address, with its description. */
export function ImageInsertControl() {
  const { editor } = useRichTextEditorContext();
  const t = useMessages('shellParts');
  return (
    <ToolbarDialogControl label={t('shellParts.editor.insertImage')} icon={IconPhotoPlus}>
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

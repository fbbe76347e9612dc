import '@mantine/tiptap/styles.css';

import { notifications } from '@mantine/notifications';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { directionOf } from '#web/lib/page-direction.ts';
import { uploadImage } from '#web/lib/uploads.ts';
import { ImageDescriptionControl } from './image-description-control.tsx';
import { ImageInsertControl } from './image-insert-control.tsx';
import classes from './rich-text-editor.module.css';
import { TextAlign } from './text-align.ts';
import { useRovingToolbar } from './use-roving-toolbar.ts';

const uploadIntoText = (file: File) => uploadImage(file, () => undefined);

/** The toolbar's and the link editor's names, in the page's language. */
const editorLabels = (t: Translate<'shellParts'>) => ({
  boldControlLabel: t('shellParts.editor.bold'),
  italicControlLabel: t('shellParts.editor.italic'),
  underlineControlLabel: t('shellParts.editor.underline'),
  strikeControlLabel: t('shellParts.editor.strike'),
  clearFormattingControlLabel: t('shellParts.editor.clearFormatting'),
  bulletListControlLabel: t('shellParts.editor.bulletList'),
  orderedListControlLabel: t('shellParts.editor.orderedList'),
  h2ControlLabel: t('shellParts.editor.h2'),
  h3ControlLabel: t('shellParts.editor.h3'),
  h4ControlLabel: t('shellParts.editor.h4'),
  blockquoteControlLabel: t('shellParts.editor.blockquote'),
  codeControlLabel: t('shellParts.editor.code'),
  codeBlockControlLabel: t('shellParts.editor.codeBlock'),
  hrControlLabel: t('shellParts.editor.hr'),
  linkControlLabel: t('shellParts.editor.link'),
  unlinkControlLabel: t('shellParts.editor.unlink'),
  alignLeftControlLabel: t('shellParts.editor.alignLeft'),
  alignCenterControlLabel: t('shellParts.editor.alignCenter'),
  alignRightControlLabel: t('shellParts.editor.alignRight'),
  alignJustifyControlLabel: t('shellParts.editor.alignJustify'),
  undoControlLabel: t('shellParts.editor.undo'),
  redoControlLabel: t('shellParts.editor.redo'),
  linkEditorInputLabel: t('shellParts.editor.linkUrl'),
  linkEditorExternalLink: t('shellParts.editor.linkNewTab'),
  linkEditorInternalLink: t('shellParts.editor.linkSameTab'),
  linkEditorSave: t('shellParts.editor.linkSave'),
});

const SITE_HEADER_HEIGHT = 64;
/** The formatting toolbar's height on a phone, where it wraps to two lines. */
const TOOLBAR_HEIGHT = 90;

interface RichTextEditorFieldProps {
  /** HTML the editor starts with (the post or narrative being updated), read once. */
  initialContent: string;
  onChange: (html: string) => void;
  /** Id of the visible label, so the editable area is announced with it. */
  labelId: string;
  /** The editable area's id. */
  id: string;
  /** Id of the field's error message, while it has one: the area is then marked invalid. */
  errorId?: string;
  /** Shown in the empty editor. */
  placeholder?: string;
  /** How far from the window's top the toolbar stays, under what else stays there (px). */
  stickyOffset?: number;
  /** The language the text is written in (BCP 47), when known: its direction and `lang`. */
  language?: string;
}

/**
 * The rich-text editor of posts and narratives (TipTap through @mantine/tiptap). It is the
 * heaviest part of the app, so it is its own chunk, loaded only by the create and update pages.
 */
export default function RichTextEditorField({
  initialContent,
  onChange,
  labelId,
  id,
  errorId,
  placeholder,
  stickyOffset = SITE_HEADER_HEIGHT,
  language,
}: RichTextEditorFieldProps) {
  const t = useMessages('shellParts');
  const onUploadError = (_file: File, error: unknown) =>
    notifications.show({
      color: 'red',
      message: errorMessage(error, t('shellParts.editor.uploadFailed')),
    });
  const editor = useEditor({
    extensions: [
      // Headings from h2: the post title is the page's h1.
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false }),
      getUploadImageExtension(Image, {
        onImageUpload: uploadIntoText,
        onImageUploadError: onUploadError,
      }),
      TextAlign,
      Placeholder.configure({ placeholder: placeholder ?? t('shellParts.editor.placeholder') }),
    ],
    content: initialContent,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      // The caret is kept out from under what stays on screen above it: the toolbar and more.
      scrollMargin: { top: stickyOffset + TOOLBAR_HEIGHT, bottom: 16, left: 5, right: 5 },
      scrollThreshold: { top: stickyOffset + TOOLBAR_HEIGHT, bottom: 16, left: 0, right: 0 },
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        id,
        // Written from right to left in Arabic: the content's language, else the page's.
        dir: directionOf(language),
        ...(language ? { lang: language } : {}),
        ...(errorId ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const toolbar = useRovingToolbar<HTMLDivElement>();

  return (
    <RichTextEditor
      editor={editor}
      className={classes.editor}
      data-invalid={errorId ? true : undefined}
      // The link editor's new-tab toggle is an icon whose tooltip is its only name.
      attributes={{
        linkEditorExternalControl: { 'aria-label': t('shellParts.editor.linkNewTab') },
      }}
      labels={editorLabels(t)}
    >
      <RichTextEditor.Toolbar
        ref={toolbar}
        sticky
        stickyOffset={stickyOffset}
        role="toolbar"
        aria-label={t('shellParts.editor.formatting')}
      >
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Code />
          <RichTextEditor.CodeBlock />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          <ImageInsertControl />
          <ImageDescriptionControl />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.AlignLeft />
          <RichTextEditor.AlignCenter />
          <RichTextEditor.AlignRight />
          <RichTextEditor.AlignJustify />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}

import { Alert, Group, Paper, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  createPostSchema,
  type CreatePostInput,
  type PostCategory,
  type PostStatus,
} from '#contracts/posts.ts';
import { COVER_FOCUS_CENTRE } from '#contracts/cover.constants.ts';
import {
  DEFAULT_POST_CATEGORY,
  POST_CATEGORIES,
  POST_EXCERPT_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
} from '#contracts/posts.constants.ts';
import { RichTextField } from '#web/components/content-form/rich-text-field.tsx';
import { REDIRECT_AFTER_SAVE_MS } from '#web/components/content-form/use-content-save.ts';
import classes from '#web/components/content-form/content-form.module.css';
import { CoverImageField } from '#web/components/cover-image-field.tsx';
import { FormErrorSummary } from '#web/components/form-error-summary.tsx';
import { FOCUS_HEADING_STATE } from '#web/components/routing/same-page.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useContractForm } from '#web/lib/contract-form.ts';
import type { Post } from './api.ts';
import { useSavePost } from './api-editing.ts';
import { fromLocalInput, toLocalInput } from './local-date-time.ts';
import { MarkdownHelp } from './markdown-help.tsx';
import { PostEditorActions } from './post-editor-actions.tsx';
import { EDITOR_BAR_BOTTOM, PostEditorHeader } from './post-editor-header.tsx';
import { PostHistory } from './post-history.tsx';
import { PostPreview } from './post-preview.tsx';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { categoryId } from './category-id.ts';

/** The title takes three parts of the row, the category one. */
const TITLE_FLEX = '3 1 280px';
const CATEGORY_FLEX = '1 1 200px';

type EditorValues = Required<
  Pick<
    CreatePostInput,
    'title' | 'content' | 'category' | 'image' | 'imageAlt' | 'coverFocus' | 'excerpt' | 'slug'
  >
>;

const valuesOf = (post: Post | null): EditorValues => ({
  title: post?.title ?? '',
  content: post?.content ?? '',
  category: (post?.category as PostCategory | undefined) ?? DEFAULT_POST_CATEGORY,
  image: post?.image ?? '',
  imageAlt: post?.imageAlt ?? '',
  coverFocus: post?.coverFocus ?? COVER_FOCUS_CENTRE,
  excerpt: post?.customExcerpt ?? '',
  slug: post?.slug ?? '',
});

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * The post editor of the create and update pages: title, category, cover, text, excerpt and
 * address; Save draft, Preview, Publish and Schedule; drafts saved by themselves a few seconds
 * after typing stops; a warning before leaving unsaved changes; the History of versions.
 */
export function PostEditor({
  post: initialPost,
  userId,
  authorName,
  onCreated,
}: {
  post: Post | null;
  userId: string;
  authorName: string;
  /** A new post was first saved, as `postId`. */
  onCreated?: (postId: string) => void;
}) {
  const t = useMessages('posts');
  const format = useFormat();
  const navigate = useNavigate();
  const [post, setPost] = useState(initialPost);
  const [editorKey, setEditorKey] = useState(0);
  const form = useContractForm(createPostSchema, {
    initialValues: { ...valuesOf(initialPost), status: 'draft' },
    clearInputErrorOnChange: true,
  });
  const [savedValues, setSavedValues] = useState(() => JSON.stringify(valuesOf(initialPost)));
  const [scheduleAt, setScheduleAt] = useState(() =>
    initialPost?.status === 'scheduled' ? toLocalInput(initialPost.publishAt) : '',
  );
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const save = useSavePost();
  const queued = useRef<PostStatus | null>(null);

  const raw = form.getValues();
  const values: EditorValues = {
    title: raw.title ?? '',
    content: raw.content ?? '',
    category: raw.category ?? DEFAULT_POST_CATEGORY,
    image: raw.image ?? '',
    imageAlt: raw.imageAlt ?? '',
    coverFocus: raw.coverFocus ?? COVER_FOCUS_CENTRE,
    excerpt: raw.excerpt ?? '',
    slug: raw.slug ?? '',
  };
  const serialized = JSON.stringify(values);
  const isDirty = serialized !== savedValues && !leaving;
  const status: PostStatus = post?.status ?? 'draft';
  const isDraft = status === 'draft';
  useUnsavedChangesWarning(isDirty);

  /** Saves the form as `target`; answers whether it was saved. */
  const saveAs = (target: PostStatus, { quiet = false } = {}) => {
    if (isUploading) {
      if (!quiet) setMessage({ kind: 'error', text: t('posts.editor.waitForImage') });
      return;
    }
    // A save under way (an autosave) first: the writer's own press follows it.
    if (save.isPending) {
      if (!quiet) queued.current = target;
      return;
    }
    const input = {
      ...values,
      // An address left empty is made from the title.
      slug: values.slug.trim() === '' ? undefined : values.slug,
      status: target,
      publishAt: target === 'scheduled' ? fromLocalInput(scheduleAt) : undefined,
    };
    const checked = createPostSchema.safeParse(input);
    if (!checked.success) {
      const errors: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '');
        errors[field] ??= issue.message;
      }
      // Each field says what is wrong under it, the summary lists them; no banner repeats them.
      form.showCheck(errors, { quiet });
      if (!quiet) setMessage(null);
      return;
    }
    setSaveState('saving');
    if (!quiet) setMessage(null);
    const sent = values;
    save.mutate(
      { postId: post?._id ?? null, userId, input: checked.data },
      {
        onSuccess: (saved) => {
          if (!post) onCreated?.(saved._id);
          setPost(saved);
          // The address the server made from the title is part of what is saved.
          setSavedValues(JSON.stringify({ ...sent, slug: sent.slug || saved.slug }));
          if (sent.slug === '') form.setFieldValue('slug', saved.slug);
          setSaveState('saved');
          if (target === 'published') {
            setLeaving(true);
            setMessage({
              kind: 'success',
              text:
                status === 'published'
                  ? t('posts.editor.changesSaved')
                  : t('posts.editor.published'),
            });
            window.setTimeout(
              () =>
                void navigate(`/post/${encodeURIComponent(saved.slug)}`, {
                  state: FOCUS_HEADING_STATE,
                }),
              REDIRECT_AFTER_SAVE_MS,
            );
          } else if (target === 'scheduled' && saved.publishAt) {
            setMessage({
              kind: 'success',
              text: t('posts.editor.scheduledFor', { date: format.dateTime(saved.publishAt) }),
            });
          } else if (!quiet) {
            setMessage({ kind: 'success', text: t('posts.editor.draftSaved') });
          }
        },
        onError: (error) => {
          setSaveState('error');
          setMessage({ kind: 'error', text: errorMessage(error) });
        },
      },
    );
  };

  // The writer's press that waited for an autosave goes out once that save is done.
  const saveLater = useRef(saveAs);
  useEffect(() => {
    saveLater.current = saveAs;
  });
  useEffect(() => {
    if (save.isPending || queued.current === null) return;
    const target = queued.current;
    queued.current = null;
    saveLater.current(target);
  }, [save.isPending]);
  // A draft saves itself (never a published post: its changes go out to readers only when the
  // writer says so).
  const hasSomething = values.title.trim() !== '' || values.content !== '';
  useDraftAutosave(serialized, isDraft && isDirty && hasSomething, () =>
    saveAs('draft', { quiet: true }),
  );

  const restored = (saved: Post) => {
    const next = valuesOf(saved);
    setPost(saved);
    form.setValues({ ...next, status: 'draft' });
    setSavedValues(JSON.stringify(next));
    setEditorKey((key) => key + 1);
    setMessage({ kind: 'success', text: t('posts.editor.restored') });
  };

  const saveLabel =
    saveState === 'saving'
      ? t('posts.editor.saving')
      : isDirty
        ? t('posts.editor.unsaved')
        : post
          ? t('posts.editor.saved')
          : t('posts.editor.notSavedYet');

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.form}>
      <form
        noValidate
        aria-label={t('posts.editor.label')}
        onSubmit={(event) => {
          event.preventDefault();
          saveAs(status === 'draft' ? 'draft' : status);
        }}
      >
        <Stack gap="lg">
          <PostEditorHeader
            status={status}
            saveLabel={saveLabel}
            onPreview={() => setPreviewOpen(true)}
            onHistory={post ? () => setHistoryOpen(true) : undefined}
            onPublish={() => saveAs('published')}
            isPublishing={save.isPending && save.variables?.input.status === 'published'}
            disabled={leaving}
          />

          <FormErrorSummary form={form} />

          <Group gap="md" align="flex-start" wrap="wrap">
            <TextInput
              label={t('posts.editor.title')}
              placeholder={t('posts.editor.titlePlaceholder')}
              description={t('posts.editor.titleHint')}
              {...form.getInputProps('title')}
              maxLength={POST_TITLE_MAX_LENGTH}
              style={{ flex: TITLE_FLEX }}
            />
            <Select
              label={t('posts.editor.category')}
              data={POST_CATEGORIES.map((category) => ({
                value: category,
                label: t(categoryId(category)),
              }))}
              value={values.category}
              onChange={(value) =>
                form.setFieldValue(
                  'category',
                  (value as PostCategory | null) ?? DEFAULT_POST_CATEGORY,
                )
              }
              allowDeselect={false}
              {...form.fieldProps('category')}
              style={{ flex: CATEGORY_FLEX }}
            />
          </Group>

          <CoverImageField
            value={values.image}
            onChange={(url) => {
              form.setFieldValue('image', url);
              if (!url) form.setFieldValue('imageAlt', '');
            }}
            onUploadingChange={setIsUploading}
            disabled={false}
            altInput={form.getInputProps('imageAlt')}
            focusInput={{
              value: values.coverFocus,
              onChange: (focus) => form.setFieldValue('coverFocus', focus),
            }}
          />

          <Stack gap={4}>
            <Group justify="flex-end">
              <MarkdownHelp />
            </Group>
            <RichTextField
              key={editorKey}
              label={t('posts.editor.content')}
              stickyOffset={EDITOR_BAR_BOTTOM}
              initialContent={values.content}
              language={post?.language}
              onChange={(html) => form.setFieldValue('content', html)}
              {...form.fieldProps('content')}
            />
          </Stack>

          <Textarea
            label={t('posts.editor.excerpt')}
            description={t('posts.editor.excerptHint')}
            autosize
            minRows={2}
            maxLength={POST_EXCERPT_MAX_LENGTH}
            {...form.getInputProps('excerpt')}
          />
          <TextInput
            label={t('posts.editor.slug')}
            description={t('posts.editor.slugHint', {
              slug: values.slug || t('posts.editor.slugFromTitle'),
            })}
            {...form.getInputProps('slug')}
            maxLength={200}
          />

          {message && (
            <Alert
              color={message.kind === 'error' ? 'red' : 'teal'}
              variant="light"
              icon={
                message.kind === 'error' ? (
                  <IconAlertCircle size={20} />
                ) : (
                  <IconCircleCheck size={20} />
                )
              }
              role={message.kind === 'error' ? 'alert' : 'status'}
            >
              {message.text}
            </Alert>
          )}

          <PostEditorActions
            status={status}
            scheduleAt={scheduleAt}
            onScheduleAtChange={(value) => {
              setScheduleAt(value);
              form.clearFieldError('publishAt');
            }}
            schedule={form.fieldProps('publishAt')}
            onSave={saveAs}
            disabled={leaving}
          />
        </Stack>
      </form>

      <PostPreview
        opened={previewOpen}
        onClose={() => setPreviewOpen(false)}
        post={{
          ...values,
          authorName: post?.userId?.username ?? authorName,
          date: scheduleAt ? new Date(scheduleAt) : new Date(),
        }}
      />
      {post && (
        <PostHistory
          postId={post._id}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onRestored={restored}
        />
      )}
    </Paper>
  );
}

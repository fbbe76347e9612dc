import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  createPostSchema,
  DEFAULT_POST_CATEGORY,
  POST_CATEGORIES,
  POST_TITLE_MAX_LENGTH,
  type PostCategory,
} from '#contracts/posts.ts';
import { errorMessage } from '#web/api/client.ts';
import type { Post } from '#web/api/posts.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { CoverImageField } from '#web/components/cover-image-field.tsx';
import classes from '#web/components/content-form.module.css';
import { categoryLabel } from '#web/lib/post-category.ts';

// TipTap and its styles are a chunk of their own, fetched when this form first shows.
const RichTextEditorField = lazy(
  () => import('#web/components/rich-text-editor/rich-text-editor.tsx'),
);

/** The spec: after a successful publish or update, the post opens 2 s later. */
export const REDIRECT_AFTER_SAVE_MS = 2000;

export interface PostFormValues {
  title: string;
  category: PostCategory;
  image: string;
  content: string;
}

const CATEGORY_OPTIONS = POST_CATEGORIES.map((category) => ({
  value: category,
  label:
    category === DEFAULT_POST_CATEGORY ? 'Uncategorized (shown as All)' : categoryLabel(category),
}));

interface PostFormProps {
  initialValues?: PostFormValues;
  submitLabel: 'Publish' | 'Update';
  successMessage: string;
  onSave: (values: PostFormValues) => Promise<Post>;
}

/** Title, category, cover image and rich text: the form of the create and update pages. */
export function PostForm({ initialValues, submitLabel, successMessage, onSave }: PostFormProps) {
  const navigate = useNavigate();
  const contentLabelId = useId();
  const [values, setValues] = useState<PostFormValues>(
    initialValues ?? { title: '', category: DEFAULT_POST_CATEGORY, image: '', content: '' },
  );
  const [isUploading, setIsUploading] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [saved, setSaved] = useState<Post | null>(null);
  const [invalidField, setInvalidField] = useState<'title' | 'content' | null>(null);
  const message = useTimedMessage(INLINE_MESSAGE_MS);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(
      () => void navigate(`/post/${encodeURIComponent(saved.slug)}`),
      REDIRECT_AFTER_SAVE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving || saved) return;
    if (isUploading) {
      message.show('error', 'Please wait for image to upload');
      return;
    }
    const parsed = createPostSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setInvalidField(
        issue?.path[0] === 'content' ? 'content' : issue?.path[0] === 'title' ? 'title' : null,
      );
      message.show('error', issue?.message ?? 'Please check the form');
      return;
    }
    setInvalidField(null);
    message.clear();
    setIsSaving(true);
    try {
      setSaved(await onSave({ ...values, ...parsed.data }));
    } catch (error) {
      message.show('error', errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  };

  const isLocked = isSaving || saved !== null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <Group gap="md" align="flex-start" wrap="wrap">
            <TextInput
              label="Title"
              placeholder="A title that says what the post is about"
              value={values.title}
              onChange={(event) => set('title', event.currentTarget.value)}
              maxLength={POST_TITLE_MAX_LENGTH}
              withAsterisk
              disabled={isLocked}
              error={invalidField === 'title'}
              style={{ flex: '3 1 280px' }}
            />
            <Select
              label="Category"
              data={CATEGORY_OPTIONS}
              value={values.category}
              onChange={(value) =>
                set('category', (value as PostCategory | null) ?? DEFAULT_POST_CATEGORY)
              }
              allowDeselect={false}
              disabled={isLocked}
              style={{ flex: '1 1 200px' }}
            />
          </Group>

          <CoverImageField
            value={values.image}
            onChange={(url) => set('image', url)}
            onUploadingChange={setIsUploading}
            disabled={isLocked}
          />

          <Stack gap={6}>
            <Text component="div" id={contentLabelId} fw={500} size="sm">
              Content{' '}
              <Text span c="red" aria-hidden="true">
                *
              </Text>
            </Text>
            <Suspense
              fallback={
                <div className={classes.editorLoading} role="status">
                  <Loader size="sm" aria-hidden="true" />
                  Loading the editor…
                </div>
              }
            >
              <RichTextEditorField
                initialContent={initialValues?.content ?? ''}
                onChange={(html) => set('content', html)}
                labelId={contentLabelId}
                isInvalid={invalidField === 'content'}
              />
            </Suspense>
          </Stack>

          {message.message && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {message.message.text}
            </Alert>
          )}
          {saved && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
              {successMessage}
            </Alert>
          )}

          <Group justify="flex-end">
            <Button type="submit" size="md" loading={isSaving} disabled={saved !== null}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

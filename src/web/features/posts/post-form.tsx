import { Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  createPostSchema,
  DEFAULT_POST_CATEGORY,
  POST_CATEGORIES,
  POST_TITLE_MAX_LENGTH,
  type PostCategory,
} from '#contracts/posts.ts';
import type { Post } from '#contracts/posts.ts';
import { ContentFormFrame } from '#web/components/content-form/content-form-frame.tsx';
import { RichTextField } from '#web/components/content-form/rich-text-field.tsx';
import { useContentSave } from '#web/components/content-form/use-content-save.ts';
import { CoverImageField } from '#web/components/cover-image-field.tsx';
import { categoryLabel } from '#web/lib/post-category.ts';

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
  const [values, setValues] = useState<PostFormValues>(
    initialValues ?? { title: '', category: DEFAULT_POST_CATEGORY, image: '', content: '' },
  );
  const [invalidField, setInvalidField] = useState<'title' | 'content' | null>(null);
  const save = useContentSave((saved: Post) => `/post/${encodeURIComponent(saved.slug)}`);
  const { message, isLocked } = save;

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const check = () => {
    const parsed = createPostSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setInvalidField(
        issue?.path[0] === 'content' ? 'content' : issue?.path[0] === 'title' ? 'title' : null,
      );
      message.show('error', issue?.message ?? 'Please check the form');
      return null;
    }
    setInvalidField(null);
    return { ...values, ...parsed.data };
  };

  return (
    <ContentFormFrame
      {...save.frame(check, onSave)}
      successMessage={successMessage}
      submitLabel={submitLabel}
    >
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

      <CoverImageField {...save.imageField(values.image, (url) => set('image', url))} />

      <RichTextField
        label="Content"
        initialContent={initialValues?.content ?? ''}
        onChange={(html) => set('content', html)}
        isInvalid={invalidField === 'content'}
      />
    </ContentFormFrame>
  );
}

import { Group, Select, TextInput } from '@mantine/core';
import {
  createPostSchema,
  type CreatePostInput,
  type Post,
  type PostCategory,
} from '#contracts/posts.ts';
import {
  DEFAULT_POST_CATEGORY,
  POST_CATEGORIES,
  POST_TITLE_MAX_LENGTH,
} from '#contracts/posts.constants.ts';
import { ContentFormFrame } from '#web/components/content-form/content-form-frame.tsx';
import { RichTextField } from '#web/components/content-form/rich-text-field.tsx';
import {
  useContentSave,
  type ContentSaveMutation,
} from '#web/components/content-form/use-content-save.ts';
import { CoverImageField } from '#web/components/cover-image-field.tsx';
import { useContractForm } from '#web/lib/contract-form.ts';
import { categoryLabel } from '#web/lib/post-category.ts';

const CATEGORY_OPTIONS = POST_CATEGORIES.map((category) => ({
  value: category,
  label:
    category === DEFAULT_POST_CATEGORY ? 'Uncategorized (shown as All)' : categoryLabel(category),
}));

const EMPTY_POST: CreatePostInput = {
  title: '',
  category: DEFAULT_POST_CATEGORY,
  image: '',
  imageAlt: '',
  content: '',
};

interface PostFormProps {
  initialValues?: CreatePostInput;
  submitLabel: 'Publish' | 'Update';
  successMessage: string;
  /** The create or update mutation of `features/posts/api.ts`. */
  mutation: ContentSaveMutation<CreatePostInput, Post>;
}

/**
 * Title, category, cover image and rich text: the form of the create and update pages, checked
 * by the contract's schema, so its messages are the server's.
 */
export function PostForm({ initialValues, submitLabel, successMessage, mutation }: PostFormProps) {
  const form = useContractForm(createPostSchema, {
    initialValues: initialValues ?? EMPTY_POST,
    // The field of the first problem stays marked until the next try.
    clearInputErrorOnChange: false,
  });
  const save = useContentSave(mutation, (saved) => `/post/${encodeURIComponent(saved.slug)}`);
  const { isLocked } = save;
  const values = form.getValues();
  const firstInvalid = Object.keys(form.errors)[0];

  return (
    <ContentFormFrame
      {...save.frame}
      onSubmit={save.submitOf(form)}
      successMessage={successMessage}
      submitLabel={submitLabel}
    >
      <Group gap="md" align="flex-start" wrap="wrap">
        <TextInput
          label="Title"
          placeholder="A title that says what the post is about"
          {...form.getInputProps('title')}
          maxLength={POST_TITLE_MAX_LENGTH}
          withAsterisk
          disabled={isLocked}
          error={firstInvalid === 'title'}
          style={{ flex: '3 1 280px' }}
        />
        <Select
          label="Category"
          data={CATEGORY_OPTIONS}
          value={values.category}
          onChange={(value) =>
            form.setFieldValue('category', (value as PostCategory | null) ?? DEFAULT_POST_CATEGORY)
          }
          allowDeselect={false}
          disabled={isLocked}
          style={{ flex: '1 1 200px' }}
        />
      </Group>

      <CoverImageField
        {...save.imageField(values.image ?? '', (url) => {
          form.setFieldValue('image', url);
          // A removed image takes its description with it.
          if (!url) form.setFieldValue('imageAlt', '');
        })}
        altInput={form.getInputProps('imageAlt')}
      />

      <RichTextField
        label="Content"
        initialContent={initialValues?.content ?? ''}
        onChange={(html) => form.setFieldValue('content', html)}
        isInvalid={firstInvalid === 'content'}
      />
    </ContentFormFrame>
  );
}

import { Alert, Group, Select, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CONTACT_PLATFORMS,
  NARRATIVE_CATEGORIES,
  storyInputSchema,
  type ContactPlatform,
  type NarrativeCategory,
} from '#contracts/stories.ts';
import { useStoryCountries, type Story } from './api.ts';
import { ContentFormFrame } from '#web/components/content-form/content-form-frame.tsx';
import { RichTextField } from '#web/components/content-form/rich-text-field.tsx';
import { useContentSave } from '#web/components/content-form/use-content-save.ts';
import { CoverImageField } from '#web/components/cover-image-field.tsx';
import { CONTACT_PLATFORM_LABELS, narrativeCategoryLabel } from './narrative-labels.tsx';

export interface NarrativeFormValues {
  title: string;
  body: string;
  country: string;
  category: NarrativeCategory;
  contactPlatform: ContactPlatform;
  contactUsername: string;
  image: string;
}

type Field = keyof NarrativeFormValues;

export const EMPTY_NARRATIVE: NarrativeFormValues = {
  title: '',
  body: '',
  country: '',
  category: 'general',
  contactPlatform: 'email',
  contactUsername: '',
  image: '',
};

const CATEGORY_OPTIONS = NARRATIVE_CATEGORIES.map((category) => ({
  value: category,
  label: narrativeCategoryLabel(category),
}));

const PLATFORM_OPTIONS = CONTACT_PLATFORMS.map((platform) => ({
  value: platform,
  label: CONTACT_PLATFORM_LABELS[platform],
}));

const CONTACT_HINTS: Record<ContactPlatform, { description: string; placeholder: string }> = {
  email: { description: 'An e-mail address', placeholder: 'name@example.org' },
  whatsapp: {
    description: 'The phone number with its country code, in digits',
    placeholder: '254712345678',
  },
  telegram: { description: 'The Telegram username', placeholder: '@username' },
  facebook: { description: 'The name in the Facebook profile address', placeholder: 'first.last' },
  discord: { description: 'The Discord username', placeholder: 'username' },
};

interface NarrativeFormProps {
  initialValues?: NarrativeFormValues;
  submitLabel: string;
  successMessage: string;
  /** Where the page goes 2 s after a successful save. */
  redirectTo: string;
  onSave: (values: NarrativeFormValues) => Promise<Story>;
}

/**
 * Title, rich text, country, category, contact and an optional image: the form of the create and
 * update narrative pages. It checks with the contract's schema, so its messages are the server's.
 */
export function NarrativeForm({
  initialValues,
  submitLabel,
  successMessage,
  redirectTo,
  onSave,
}: NarrativeFormProps) {
  const countries = useStoryCountries();
  const [values, setValues] = useState<NarrativeFormValues>(initialValues ?? EMPTY_NARRATIVE);
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());
  const save = useContentSave((_saved: Story) => redirectTo);
  const { message, isLocked } = save;

  const set = <K extends Field>(key: K, value: NarrativeFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setInvalid((current) => {
      if (!current.has(key)) return current;
      const next = new Set(current);
      next.delete(key);
      return next;
    });
  };

  const check = () => {
    const parsed = storyInputSchema.safeParse(values);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0] as Field));
      setInvalid(fields);
      // A missing field gives the spec's 'Please fill in all required fields'; the contact's
      // own rule is checked only once every field is there.
      message.show('error', parsed.error.issues[0]?.message ?? 'Please check the form');
      return null;
    }
    setInvalid(new Set());
    return values;
  };

  const hint = CONTACT_HINTS[values.contactPlatform];

  return (
    <ContentFormFrame
      {...save.frame(check, onSave)}
      successMessage={successMessage}
      submitLabel={submitLabel}
    >
      <TextInput
        label="Title"
        placeholder="Who needs help, and with what"
        value={values.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        maxLength={200}
        withAsterisk
        disabled={isLocked}
        error={invalid.has('title')}
      />

      <RichTextField
        label="Narrative"
        initialContent={initialValues?.body ?? ''}
        onChange={(html) => set('body', html)}
        isInvalid={invalid.has('body')}
        placeholder="Tell the story: who, what happened, and what would help…"
      />

      <Group gap="md" align="flex-start" wrap="wrap">
        <Select
          label="Country"
          placeholder={countries.isPending ? 'Loading countries…' : 'Type to find a country'}
          data={countries.data?.allCountries ?? (values.country ? [values.country] : [])}
          value={values.country || null}
          onChange={(value) => set('country', value ?? '')}
          searchable
          clearable
          nothingFoundMessage="No country by that name"
          withAsterisk
          disabled={isLocked}
          error={
            invalid.has('country') ||
            (countries.isError && 'The countries could not be loaded. Reload the page.')
          }
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Category"
          data={CATEGORY_OPTIONS}
          value={values.category}
          onChange={(value) => set('category', (value as NarrativeCategory | null) ?? 'general')}
          allowDeselect={false}
          disabled={isLocked}
          style={{ flex: '1 1 180px' }}
        />
      </Group>

      <Group gap="md" align="flex-start" wrap="wrap">
        <Select
          label="Contact platform"
          data={PLATFORM_OPTIONS}
          value={values.contactPlatform}
          onChange={(value) => set('contactPlatform', (value as ContactPlatform | null) ?? 'email')}
          allowDeselect={false}
          disabled={isLocked}
          style={{ flex: '1 1 180px' }}
        />
        <TextInput
          label="Contact username"
          description={hint.description}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder={hint.placeholder}
          value={values.contactUsername}
          onChange={(event) => set('contactUsername', event.currentTarget.value)}
          maxLength={100}
          withAsterisk
          disabled={isLocked}
          error={invalid.has('contactUsername')}
          style={{ flex: '2 1 240px' }}
        />
      </Group>

      <CoverImageField
        {...save.imageField(values.image, (url) => set('image', url))}
        label="Image"
        description="Optional. JPEG, PNG, WebP or GIF, at most 2 MB."
        uploadLabel="Upload image"
        selectImageMessage="Please select an image"
        failurePrefix="Image upload failed"
      />
    </ContentFormFrame>
  );
}

/** The review notice both pages show: what happens to the narrative after it is sent. */
export function ReviewNotice({ isAdmin, isUpdate }: { isAdmin: boolean; isUpdate: boolean }) {
  return (
    <Alert
      variant="light"
      color="blue"
      radius="md"
      mb="lg"
      icon={<IconInfoCircle size={20} aria-hidden="true" />}
      role="note"
    >
      {isAdmin
        ? 'As an admin, what you save is published at once. Narratives from publishers are reviewed before publication, and again after every update.'
        : isUpdate
          ? 'Updated narratives are reviewed again before publication: until an admin approves your changes, the narrative is hidden from the public.'
          : 'An admin reviews every narrative before it is published. Updated narratives are reviewed again before publication.'}
    </Alert>
  );
}

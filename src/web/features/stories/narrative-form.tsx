import { Alert, Group, Select, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  storyFormSchema,
  type ContactPlatform,
  type NarrativeCategory,
  type Story,
  type StoryInput,
} from '#contracts/stories.ts';
import { COVER_FOCUS_CENTRE } from '#contracts/cover.constants.ts';
import {
  CONTACT_PLATFORMS,
  defaultContactVisibility,
  NARRATIVE_CATEGORIES,
} from '#contracts/stories.constants.ts';
import { ContentFormFrame } from '#web/components/content-form/content-form-frame.tsx';
import { RichTextField } from '#web/components/content-form/rich-text-field.tsx';
import {
  useContentSave,
  type ContentSaveMutation,
} from '#web/components/content-form/use-content-save.ts';
import { CoverImageField } from '#web/components/cover-image-field.tsx';
import { inputsHeldWhile, useContractForm } from '#web/lib/contract-form.ts';
import { useStoryCountries } from './api.ts';
import { ContactVisibilityField } from './contact-visibility-field.tsx';
import { CONTACT_PLATFORM_LABELS, narrativeCategoryLabel } from './narrative-labels.tsx';

const EMPTY_NARRATIVE: StoryInput = {
  title: '',
  body: '',
  country: '',
  category: 'general',
  contactPlatform: 'email',
  contactUsername: '',
  image: '',
  imageAlt: '',
  coverFocus: COVER_FOCUS_CENTRE,
};

/** Each required field's own message when it is left empty; the summary leads with the spec's. */
const REQUIRED = {
  title: 'Enter a title',
  body: 'Write the narrative',
  country: 'Choose a country',
  contactUsername: 'Enter the contact username',
  contactVisibility: 'Choose who sees the contact',
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
  initialValues?: StoryInput;
  submitLabel: string;
  successMessage: string;
  /** Where the page goes 2 s after a successful save. */
  redirectTo: string;
  /** The create or update mutation of `features/stories/api.ts`. */
  mutation: ContentSaveMutation<StoryInput, Story>;
}

/**
 * Title, rich text, country, category, contact and an optional image: the form of the create and
 * update narrative pages. It checks with the contract's schema, so its messages are the server's:
 * a missing field gives the spec's 'Please fill in all required fields', and the contact's own
 * rule is checked only once every field is there.
 */
export function NarrativeForm({
  initialValues,
  submitLabel,
  successMessage,
  redirectTo,
  mutation,
}: NarrativeFormProps) {
  const countries = useStoryCountries();
  const form = useContractForm(storyFormSchema, {
    initialValues: initialValues ?? EMPTY_NARRATIVE,
    requiredMessages: REQUIRED,
  });
  const save = useContentSave(mutation, () => redirectTo);
  const hasChosenVisibility = useRef(false);
  const { isLocked } = save;
  const inputProps = inputsHeldWhile(form, isLocked);
  const values = form.getValues();
  const country = form.fieldProps('country');
  const hint = CONTACT_HINTS[values.contactPlatform ?? 'email'];

  return (
    <ContentFormFrame
      {...save.frame}
      onSubmit={save.submitOf(form)}
      successMessage={successMessage}
      submitLabel={submitLabel}
      form={form}
    >
      <TextInput
        label="Title"
        placeholder="Who needs help, and with what"
        {...inputProps('title')}
        maxLength={200}
        withAsterisk
      />

      <RichTextField
        label="Narrative"
        initialContent={initialValues?.body ?? ''}
        language={initialValues?.language}
        onChange={(html) => form.setFieldValue('body', html)}
        {...form.fieldProps('body')}
        placeholder="Tell the story: who, what happened, and what would help…"
      />

      <Group gap="md" align="flex-start" wrap="wrap">
        <Select
          label="Country"
          placeholder={countries.isPending ? 'Loading countries…' : 'Type to find a country'}
          data={countries.data?.allCountries ?? (values.country ? [values.country] : [])}
          value={values.country || null}
          onChange={(value) => form.setFieldValue('country', value ?? '')}
          searchable
          clearable
          nothingFoundMessage="No country by that name"
          withAsterisk
          disabled={isLocked}
          id={country.id}
          error={
            country.error ??
            (countries.isError && 'The countries could not be loaded. Reload the page.')
          }
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Category"
          data={CATEGORY_OPTIONS}
          value={values.category}
          onChange={(value) =>
            form.setFieldValue('category', (value as NarrativeCategory | null) ?? 'general')
          }
          allowDeselect={false}
          disabled={isLocked}
          {...form.fieldProps('category')}
          style={{ flex: '1 1 180px' }}
        />
      </Group>

      <Group gap="md" align="flex-start" wrap="wrap">
        <Select
          label="Contact platform"
          data={PLATFORM_OPTIONS}
          value={values.contactPlatform}
          onChange={(value) => {
            const platform = (value as ContactPlatform | null) ?? 'email';
            form.setFieldValue('contactPlatform', platform);
            // Until the author chooses, a WhatsApp number is offered on request.
            if (!hasChosenVisibility.current) {
              form.setFieldValue(
                'contactVisibility',
                defaultContactVisibility(platform) === 'on_request'
                  ? 'on_request'
                  : initialValues?.contactVisibility,
              );
            }
          }}
          allowDeselect={false}
          disabled={isLocked}
          {...form.fieldProps('contactPlatform')}
          style={{ flex: '1 1 180px' }}
        />
        <TextInput
          label="Contact username"
          description={hint.description}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder={hint.placeholder}
          {...inputProps('contactUsername')}
          maxLength={100}
          withAsterisk
          style={{ flex: '2 1 240px' }}
        />
      </Group>

      <ContactVisibilityField
        value={values.contactVisibility}
        onChange={(visibility) => {
          hasChosenVisibility.current = true;
          form.setFieldValue('contactVisibility', visibility);
        }}
        {...form.fieldProps('contactVisibility')}
        disabled={isLocked}
      />

      <CoverImageField
        {...save.imageField(values.image ?? '', (url) => {
          form.setFieldValue('image', url);
          // A removed image takes its description with it.
          if (!url) form.setFieldValue('imageAlt', '');
        })}
        label="Image"
        description="Optional. JPEG, PNG, WebP or GIF, at most 2 MB."
        failurePrefix="Image upload failed"
        altInput={form.getInputProps('imageAlt')}
        focusInput={{
          value: values.coverFocus ?? COVER_FOCUS_CENTRE,
          onChange: (focus) => form.setFieldValue('coverFocus', focus),
        }}
      />
    </ContentFormFrame>
  );
}

/** The review notice both pages show: what happens to the narrative after it is sent. */
export function ReviewNotice({
  isPublishedAtOnce,
  isUpdate,
}: {
  isPublishedAtOnce: boolean;
  isUpdate: boolean;
}) {
  return (
    <Alert
      variant="light"
      color="blue"
      radius="md"
      mb="lg"
      icon={<IconInfoCircle size={20} aria-hidden="true" />}
      role="note"
    >
      {isPublishedAtOnce
        ? 'As an admin, what you save is published at once. Narratives from publishers are reviewed before publication, and again after every update.'
        : isUpdate
          ? 'Updated narratives are reviewed again before publication: until an admin approves your changes, the narrative is hidden from the public.'
          : 'An admin reviews every narrative before it is published. Updated narratives are reviewed again before publication.'}
    </Alert>
  );
}

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
import { useNarrativeLabels } from './narrative-labels.tsx';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';

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
  title: 'stories.form.titleRequired',
  body: 'stories.form.bodyRequired',
  country: 'stories.form.countryRequired',
  contactUsername: 'stories.form.contactRequired',
  contactVisibility: 'stories.form.visibilityRequired',
} as const;

const CONTACT_HINTS = {
  email: { description: 'stories.form.hintEmail', placeholder: 'stories.form.placeholderEmail' },
  whatsapp: { description: 'stories.form.hintWhatsapp', phone: '254712345678' },
  telegram: {
    description: 'stories.form.hintTelegram',
    placeholder: 'stories.form.placeholderUsername',
    prefix: '@',
  },
  facebook: {
    description: 'stories.form.hintFacebook',
    placeholder: 'stories.form.placeholderFacebook',
  },
  discord: {
    description: 'stories.form.hintDiscord',
    placeholder: 'stories.form.placeholderUsername',
  },
} as const satisfies Record<ContactPlatform, object>;

/** The example a contact field shows: a phone number as it is, a name in the reader's words. */
function contactExample(
  hint: (typeof CONTACT_HINTS)[ContactPlatform],
  t: Translate<'stories'>,
): string {
  if ('phone' in hint) return hint.phone;
  return `${'prefix' in hint ? hint.prefix : ''}${t(hint.placeholder)}`;
}

/** How the fields of a row share it. */
const COUNTRY_FLEX = '1 1 220px';
const SELECT_FLEX = '1 1 180px';
const USERNAME_FLEX = '2 1 240px';

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
  const t = useMessages('stories');
  const labels = useNarrativeLabels();
  const categoryOptions = NARRATIVE_CATEGORIES.map((category) => ({
    value: category,
    label: labels.category(category),
  }));
  const platformOptions = CONTACT_PLATFORMS.map((platform) => ({
    value: platform,
    label: labels.platform(platform),
  }));
  const countries = useStoryCountries();
  const form = useContractForm(storyFormSchema, {
    initialValues: initialValues ?? EMPTY_NARRATIVE,
    requiredMessages: {
      title: t(REQUIRED.title),
      body: t(REQUIRED.body),
      country: t(REQUIRED.country),
      contactUsername: t(REQUIRED.contactUsername),
      contactVisibility: t(REQUIRED.contactVisibility),
    },
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
        label={t('stories.form.title')}
        placeholder={t('stories.form.titlePlaceholder')}
        {...inputProps('title')}
        maxLength={200}
        withAsterisk
      />

      <RichTextField
        label={t('stories.form.body')}
        initialContent={initialValues?.body ?? ''}
        language={initialValues?.language}
        onChange={(html) => form.setFieldValue('body', html)}
        {...form.fieldProps('body')}
        placeholder={t('stories.form.bodyPlaceholder')}
      />

      <Group gap="md" align="flex-start" wrap="wrap">
        <Select
          label={t('stories.form.country')}
          placeholder={
            countries.isPending
              ? t('stories.form.countriesLoading')
              : t('stories.form.countryPlaceholder')
          }
          data={countries.data?.allCountries ?? (values.country ? [values.country] : [])}
          value={values.country || null}
          onChange={(value) => form.setFieldValue('country', value ?? '')}
          searchable
          clearable
          nothingFoundMessage={t('stories.form.noCountry')}
          withAsterisk
          disabled={isLocked}
          id={country.id}
          error={country.error ?? (countries.isError && t('stories.form.countriesFailed'))}
          style={{ flex: COUNTRY_FLEX }}
        />
        <Select
          label={t('stories.form.category')}
          data={categoryOptions}
          value={values.category}
          onChange={(value) =>
            form.setFieldValue('category', (value as NarrativeCategory | null) ?? 'general')
          }
          allowDeselect={false}
          disabled={isLocked}
          {...form.fieldProps('category')}
          style={{ flex: SELECT_FLEX }}
        />
      </Group>

      <Group gap="md" align="flex-start" wrap="wrap">
        <Select
          label={t('stories.form.platform')}
          data={platformOptions}
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
          style={{ flex: SELECT_FLEX }}
        />
        <TextInput
          label={t('stories.form.contactUsername')}
          description={t(hint.description)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder={contactExample(hint, t)}
          {...inputProps('contactUsername')}
          maxLength={100}
          withAsterisk
          style={{ flex: USERNAME_FLEX }}
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
        label={t('stories.form.image')}
        description={t('stories.form.imageHint')}
        failurePrefix={t('stories.form.imageFailed')}
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
  const t = useMessages('stories');
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
        ? t('stories.review.admin')
        : isUpdate
          ? t('stories.review.update')
          : t('stories.review.create')}
    </Alert>
  );
}

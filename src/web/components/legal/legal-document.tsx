import { List, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { LocalDate } from '#web/components/local-date.tsx';
import { Message } from '#web/i18n/message.tsx';
import type { NamespaceIds } from '#web/i18n/namespaces.ts';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';
import { ContactEmailLink } from './contact-email-link.tsx';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A section's plain paragraphs. */
export const paragraphs = (...texts: string[]) =>
  texts.map((text, index) => <Text key={index}>{text}</Text>);

/** A section's list of plain points. */
export const points = (...texts: string[]) => (
  <List spacing="xs">
    {texts.map((text, index) => (
      <List.Item key={index}>{text}</List.Item>
    ))}
  </List>
);

/** A paragraph that names the community's contact mailbox where its message says `<0>`. */
export function ContactParagraph({ id }: { id: NamespaceIds['legal'] }) {
  return (
    <Text>
      <Message namespace="legal" id={id} components={{ 0: <ContactEmailLink /> }} />
    </Text>
  );
}

export interface LegalDocumentProps {
  /** Heading level of the section titles: 2 under a page's h1, 3 inside a dialog's h2 title. */
  headingOrder?: 2 | 3;
}

interface Content {
  intro: (t: Translate<'legal'>) => string;
  sections: (t: Translate<'legal'>) => LegalSection[];
}

/** A policy's component, from its intro and sections in the reader's language. */
export function legalDocument(content: Content) {
  return function Policy({ headingOrder = 2 }: LegalDocumentProps) {
    const t = useMessages('legal');
    return (
      <LegalDocument
        headingOrder={headingOrder}
        intro={content.intro(t)}
        sections={content.sections(t)}
      />
    );
  };
}

interface Props extends Required<LegalDocumentProps> {
  intro: ReactNode;
  sections: LegalSection[];
}

/** A policy as numbered sections, dated today as the spec asks ("Last Updated: Nov 22, 2026"). */
function LegalDocument({ intro, sections, headingOrder }: Props) {
  const idPrefix = useId();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" fw={600}>
          <Message
            namespace="legal"
            id="legal.lastUpdated"
            components={{ 0: <LocalDate value={new Date()} /> }}
          />
        </Text>
        <Text>{intro}</Text>
      </Stack>
      {sections.map((section, index) => {
        const headingId = `${idPrefix}-section-${index + 1}`;
        return (
          <Stack component="section" gap="sm" key={section.title} aria-labelledby={headingId}>
            <Title order={headingOrder} fz="h3" id={headingId}>
              {index + 1}. {section.title}
            </Title>
            {section.body}
          </Stack>
        );
      })}
    </Stack>
  );
}

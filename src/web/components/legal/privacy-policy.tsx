import { List, Text } from '@mantine/core';
import { Message } from '#web/i18n/message.tsx';
import type { NamespaceIds } from '#web/i18n/namespaces.ts';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';
import { ContactEmailLink } from './contact-email-link.tsx';
import { LegalDocument, type LegalDocumentProps, type LegalSection } from './legal-document.tsx';

/** A list item that starts with its kind in bold ("Account details: …"). */
function LeadItem({ id }: { id: NamespaceIds['legal'] }) {
  return (
    <List.Item>
      <Message namespace="legal" id={id} components={{ 0: <strong /> }} />
    </List.Item>
  );
}

const sectionsOf = (t: Translate<'legal'>): LegalSection[] => [
  {
    title: t('legal.privacy.collect.title'),
    body: (
      <>
        <Text>{t('legal.privacy.collect.lead')}</Text>
        <List spacing="xs">
          <LeadItem id="legal.privacy.collect.account" />
          <LeadItem id="legal.privacy.collect.shared" />
          <LeadItem id="legal.privacy.collect.donations" />
          <LeadItem id="legal.privacy.collect.technical" />
        </List>
      </>
    ),
  },
  {
    title: t('legal.privacy.use.title'),
    body: (
      <List spacing="xs">
        <List.Item>{t('legal.privacy.use.account')}</List.Item>
        <List.Item>{t('legal.privacy.use.show')}</List.Item>
        <List.Item>{t('legal.privacy.use.emails')}</List.Item>
        <List.Item>{t('legal.privacy.use.donations')}</List.Item>
        <List.Item>{t('legal.privacy.use.review')}</List.Item>
      </List>
    ),
  },
  {
    title: t('legal.privacy.cookies.title'),
    body: (
      <>
        <Text>
          <Message
            namespace="legal"
            id="legal.privacy.cookies.essential"
            components={{ 0: <code /> }}
          />
        </Text>
        <Text>{t('legal.privacy.cookies.tracking')}</Text>
      </>
    ),
  },
  {
    title: t('legal.privacy.share.title'),
    body: (
      <>
        <Text>{t('legal.privacy.share.public')}</Text>
        <Text>{t('legal.privacy.share.sell')}</Text>
      </>
    ),
  },
  {
    title: t('legal.privacy.security.title'),
    body: <Text>{t('legal.privacy.security.body')}</Text>,
  },
  {
    title: t('legal.privacy.rights.title'),
    body: (
      <List spacing="xs">
        <List.Item>{t('legal.privacy.rights.update')}</List.Item>
        <List.Item>{t('legal.privacy.rights.delete')}</List.Item>
        <List.Item>{t('legal.privacy.rights.alerts')}</List.Item>
        <List.Item>{t('legal.privacy.rights.copy')}</List.Item>
      </List>
    ),
  },
  {
    title: t('legal.privacy.children.title'),
    body: <Text>{t('legal.privacy.children.body')}</Text>,
  },
  {
    title: t('legal.privacy.changes.title'),
    body: <Text>{t('legal.privacy.changes.body')}</Text>,
  },
  {
    title: t('legal.privacy.contact.title'),
    body: (
      <Text>
        <Message
          namespace="legal"
          id="legal.privacy.contact.body"
          components={{ 0: <ContactEmailLink /> }}
        />
      </Text>
    ),
  },
];

export function PrivacyPolicy({ headingOrder = 2 }: LegalDocumentProps) {
  const t = useMessages('legal');
  return (
    <LegalDocument
      headingOrder={headingOrder}
      intro={t('legal.privacy.intro')}
      sections={sectionsOf(t)}
    />
  );
}

import { List, Text } from '@mantine/core';
import { Message } from '#web/i18n/message.tsx';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';
import { ContactEmailLink } from './contact-email-link.tsx';
import { LegalDocument, type LegalDocumentProps, type LegalSection } from './legal-document.tsx';

const sectionsOf = (t: Translate<'legal'>): LegalSection[] => [
  {
    title: t('legal.terms.acceptance.title'),
    body: <Text>{t('legal.terms.acceptance.body')}</Text>,
  },
  {
    title: t('legal.terms.accounts.title'),
    body: (
      <List spacing="xs">
        <List.Item>{t('legal.terms.accounts.age')}</List.Item>
        <List.Item>{t('legal.terms.accounts.one')}</List.Item>
        <List.Item>{t('legal.terms.accounts.accurate')}</List.Item>
        <List.Item>{t('legal.terms.accounts.suspend')}</List.Item>
      </List>
    ),
  },
  {
    title: t('legal.terms.content.title'),
    body: (
      <>
        <Text>{t('legal.terms.content.honest')}</Text>
        <Text>{t('legal.terms.content.forbidden')}</Text>
      </>
    ),
  },
  {
    title: t('legal.terms.property.title'),
    body: <Text>{t('legal.terms.property.body')}</Text>,
  },
  {
    title: t('legal.terms.conduct.title'),
    body: (
      <>
        <Text>{t('legal.terms.conduct.lead')}</Text>
        <List spacing="xs">
          <List.Item>{t('legal.terms.conduct.harass')}</List.Item>
          <List.Item>{t('legal.terms.conduct.money')}</List.Item>
          <List.Item>{t('legal.terms.conduct.spam')}</List.Item>
          <List.Item>{t('legal.terms.conduct.security')}</List.Item>
          <List.Item>{t('legal.terms.conduct.scraping')}</List.Item>
        </List>
      </>
    ),
  },
  {
    title: t('legal.terms.liability.title'),
    body: <Text>{t('legal.terms.liability.body')}</Text>,
  },
  {
    title: t('legal.terms.warranties.title'),
    body: <Text>{t('legal.terms.warranties.body')}</Text>,
  },
  {
    title: t('legal.terms.changes.title'),
    body: <Text>{t('legal.terms.changes.body')}</Text>,
  },
  {
    title: t('legal.terms.law.title'),
    body: <Text>{t('legal.terms.law.body')}</Text>,
  },
  {
    title: t('legal.terms.contact.title'),
    body: (
      <Text>
        <Message
          namespace="legal"
          id="legal.terms.contact.body"
          components={{ 0: <ContactEmailLink /> }}
        />
      </Text>
    ),
  },
];

export function TermsConditions({ headingOrder = 2 }: LegalDocumentProps) {
  const t = useMessages('legal');
  return (
    <LegalDocument
      headingOrder={headingOrder}
      intro={t('legal.terms.intro')}
      sections={sectionsOf(t)}
    />
  );
}

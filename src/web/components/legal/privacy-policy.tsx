import { List, Text } from '@mantine/core';
import { Message } from '#web/i18n/message.tsx';
import type { NamespaceIds } from '#web/i18n/namespaces.ts';
import { ContactParagraph, legalDocument, paragraphs, points } from './legal-document.tsx';

/** A list item that starts with its kind in bold ("Account details: …"). */
function LeadItem({ id }: { id: NamespaceIds['legal'] }) {
  return (
    <List.Item>
      <Message namespace="legal" id={id} components={{ 0: <strong /> }} />
    </List.Item>
  );
}

export const PrivacyPolicy = legalDocument({
  intro: (t) => t('legal.privacy.intro'),
  sections: (t) => [
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
      body: points(
        t('legal.privacy.use.account'),
        t('legal.privacy.use.show'),
        t('legal.privacy.use.emails'),
        t('legal.privacy.use.donations'),
        t('legal.privacy.use.review'),
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
      body: paragraphs(t('legal.privacy.share.public'), t('legal.privacy.share.sell')),
    },
    {
      title: t('legal.privacy.security.title'),
      body: paragraphs(t('legal.privacy.security.body')),
    },
    {
      title: t('legal.privacy.rights.title'),
      body: points(
        t('legal.privacy.rights.update'),
        t('legal.privacy.rights.delete'),
        t('legal.privacy.rights.alerts'),
        t('legal.privacy.rights.copy'),
      ),
    },
    {
      title: t('legal.privacy.children.title'),
      body: paragraphs(t('legal.privacy.children.body')),
    },
    {
      title: t('legal.privacy.changes.title'),
      body: paragraphs(t('legal.privacy.changes.body')),
    },
    {
      title: t('legal.privacy.contact.title'),
      body: <ContactParagraph id="legal.privacy.contact.body" />,
    },
  ],
});

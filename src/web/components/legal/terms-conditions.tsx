import { Text } from '@mantine/core';
import { ContactParagraph, legalDocument, paragraphs, points } from './legal-document.tsx';

export const TermsConditions = legalDocument({
  intro: (t) => t('legal.terms.intro'),
  sections: (t) => [
    {
      title: t('legal.terms.acceptance.title'),
      body: paragraphs(t('legal.terms.acceptance.body')),
    },
    {
      title: t('legal.terms.accounts.title'),
      body: points(
        t('legal.terms.accounts.age'),
        t('legal.terms.accounts.one'),
        t('legal.terms.accounts.accurate'),
        t('legal.terms.accounts.suspend'),
      ),
    },
    {
      title: t('legal.terms.content.title'),
      body: paragraphs(t('legal.terms.content.honest'), t('legal.terms.content.forbidden')),
    },
    {
      title: t('legal.terms.property.title'),
      body: paragraphs(t('legal.terms.property.body')),
    },
    {
      title: t('legal.terms.conduct.title'),
      body: (
        <>
          <Text>{t('legal.terms.conduct.lead')}</Text>
          {points(
            t('legal.terms.conduct.harass'),
            t('legal.terms.conduct.money'),
            t('legal.terms.conduct.spam'),
            t('legal.terms.conduct.security'),
            t('legal.terms.conduct.scraping'),
          )}
        </>
      ),
    },
    {
      title: t('legal.terms.liability.title'),
      body: paragraphs(t('legal.terms.liability.body')),
    },
    {
      title: t('legal.terms.warranties.title'),
      body: paragraphs(t('legal.terms.warranties.body')),
    },
    {
      title: t('legal.terms.changes.title'),
      body: paragraphs(t('legal.terms.changes.body')),
    },
    {
      title: t('legal.terms.law.title'),
      body: paragraphs(t('legal.terms.law.body')),
    },
    {
      title: t('legal.terms.contact.title'),
      body: <ContactParagraph id="legal.terms.contact.body" />,
    },
  ],
});

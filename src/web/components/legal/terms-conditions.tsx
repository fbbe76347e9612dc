import { List, Text } from '@mantine/core';
import { ContactEmailLink } from './contact-email-link.tsx';
import { LegalDocument, type LegalDocumentProps, type LegalSection } from './legal-document.tsx';

const sections: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <Text>
        By using Hearth, whether you read, sign up, publish or donate, you agree to these terms and
        to our Privacy Policy. If you do not agree, please do not use the service.
      </Text>
    ),
  },
  {
    title: 'User Accounts',
    body: (
      <List spacing="xs">
        <List.Item>You must be at least 13 years old to create an account.</List.Item>
        <List.Item>
          One account per person. Accounts are personal and may not be shared, sold or transferred.
        </List.Item>
        <List.Item>
          Give accurate information, keep your password secret and tell us if you think someone else
          has used your account. You are responsible for what happens under it.
        </List.Item>
        <List.Item>
          We may suspend or close accounts that break these terms, for a set time or permanently.
        </List.Item>
      </List>
    ),
  },
  {
    title: 'Content Guidelines',
    body: (
      <>
        <Text>
          Posts, narratives and comments should be honest, respectful and your own. Help narratives
          must describe a real need truthfully. They are reviewed before they are published, and
          again after each change. Do not publish anyone else&rsquo;s personal details without their
          consent.
        </Text>
        <Text>
          Content that is unlawful, hateful, harassing, sexually explicit, misleading or spam is not
          allowed. Anyone may report a post or comment, and moderators may edit, hide or remove
          content that breaks these guidelines.
        </Text>
      </>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <Text>
        You keep the rights to what you publish. By publishing on Hearth you give us a
        non-exclusive, royalty-free licence to host, display and share it on the service for as long
        as it stays there. Only publish text and images you have the right to share. The Hearth
        name, logo and design belong to the service and may not be used without permission.
      </Text>
    ),
  },
  {
    title: 'User Conduct',
    body: (
      <>
        <Text>While using Hearth you agree not to:</Text>
        <List spacing="xs">
          <List.Item>harass, threaten, impersonate or deceive other people;</List.Item>
          <List.Item>
            ask for or collect money under false pretences, or misuse donations in any way;
          </List.Item>
          <List.Item>post spam, malware or links meant to harm or mislead;</List.Item>
          <List.Item>
            try to get around security, access other people&rsquo;s accounts or overload the
            service;
          </List.Item>
          <List.Item>collect other members&rsquo; data by scraping or automated means.</List.Item>
        </List>
      </>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <Text>
        Hearth connects people; it is not a party to any arrangement between the author of a
        narrative and the people who help them. Donations are made in US dollars (USD) and, once
        completed, are final. Please use your own judgement before giving money or personal
        information to anyone you meet through the service. To the fullest extent the law allows,
        Hearth is not liable for indirect, incidental or consequential losses arising from your use
        of the service.
      </Text>
    ),
  },
  {
    title: 'Disclaimer of Warranties',
    body: (
      <Text>
        Hearth is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. We work to keep it
        running and secure, but we do not promise that it will always be available or error-free, or
        that content published by members is accurate.
      </Text>
    ),
  },
  {
    title: 'Changes to Terms',
    body: (
      <Text>
        We may change these terms from time to time. The date at the top shows the latest version.
        If you keep using Hearth after a change takes effect, you accept the updated terms.
      </Text>
    ),
  },
  {
    title: 'Governing Law',
    body: (
      <Text>
        These terms are governed by the laws of the place where the operator of this Hearth
        community is established, without regard to conflict-of-law rules. Nothing in them limits
        the rights you have under the consumer protection laws of the country where you live.
      </Text>
    ),
  },
  {
    title: 'Contact Information',
    body: (
      <Text>
        Questions about these terms? Write to us at <ContactEmailLink />.
      </Text>
    ),
  },
];

export function TermsConditions({ headingOrder = 2 }: LegalDocumentProps) {
  return (
    <LegalDocument
      headingOrder={headingOrder}
      intro="Welcome to Hearth. These terms set out the rules for using our community: reading and writing posts and narratives, commenting, and donating to people who need a hand."
      sections={sections}
    />
  );
}

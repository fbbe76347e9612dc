import { List, Text } from '@mantine/core';
import { ContactEmailLink } from './contact-email-link.tsx';
import { LegalDocument, type LegalDocumentProps, type LegalSection } from './legal-document.tsx';

const sections: LegalSection[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <Text>We collect only what we need to run the community:</Text>
        <List spacing="xs">
          <List.Item>
            <strong>Account details:</strong> your username, e-mail address, date of birth (to
            confirm you are at least 13), password and profile picture. When you sign in with Google
            or Facebook, we receive your name, e-mail address and profile photo from that service.
          </List.Item>
          <List.Item>
            <strong>What you share:</strong> posts, help narratives (including the country, contact
            platform and contact username you choose to publish), comments, likes, follows, reports
            and requests to become a publisher.
          </List.Item>
          <List.Item>
            <strong>Donations:</strong> the amount in US dollars, the name you give (or
            &ldquo;Anonymous&rdquo;), your e-mail address and an optional message. We never ask for
            card or bank details on Hearth.
          </List.Item>
          <List.Item>
            <strong>Technical data:</strong> your IP address and browser type in our server logs,
            kept for security and to limit abuse, and a push subscription if you turn on alerts.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <List spacing="xs">
        <List.Item>To create and secure your account and keep you signed in.</List.Item>
        <List.Item>
          To show your posts, narratives, comments and public profile to other readers.
        </List.Item>
        <List.Item>
          To send the e-mails you need: address verification, password reset and, if you ask for
          them, notifications.
        </List.Item>
        <List.Item>
          To record donations and show each case&rsquo;s progress toward its goal.
        </List.Item>
        <List.Item>
          To review narratives, publisher requests and reports, and to protect the community from
          spam, fraud and abuse.
        </List.Item>
      </List>
    ),
  },
  {
    title: 'Cookies and Local Storage',
    body: (
      <>
        <Text>
          When you sign in we set one essential cookie, <code>access_token</code>, which keeps you
          signed in. It cannot be read by scripts on the page and expires with your session. Your
          browser&rsquo;s local storage keeps your light or dark theme choice and your signed-in
          profile so the site opens the way you left it.
        </Text>
        <Text>
          We do not use advertising or cross-site tracking cookies, and we do not share browsing
          data with advertisers.
        </Text>
      </>
    ),
  },
  {
    title: 'How We Share Information',
    body: (
      <>
        <Text>
          What you publish is public: anyone can read posts, approved narratives (with the contact
          details you chose to show), comments and public profiles. Your e-mail address, date of
          birth and donation records are not public; administrators see them only to run the
          service.
        </Text>
        <Text>
          We do not sell or rent personal information. We share it only with the providers that host
          the service and deliver its e-mail, under confidentiality obligations, or when the law
          requires it.
        </Text>
      </>
    ),
  },
  {
    title: 'Data Security',
    body: (
      <Text>
        Passwords are never stored in plain text: we keep only an encrypted one-way hash (argon2id).
        Pages and data travel over encrypted connections, sign-in tokens expire, and uploaded images
        are re-encoded so hidden details such as GPS location are removed. Access to personal data
        is limited to administrators who need it. No system is perfectly secure, so please choose a
        strong password you do not use elsewhere.
      </Text>
    ),
  },
  {
    title: 'Your Rights and Choices',
    body: (
      <List spacing="xs">
        <List.Item>
          View and update your profile, e-mail address, password and picture from your dashboard.
        </List.Item>
        <List.Item>
          Delete your account at any time from your dashboard; your personal details are removed
          with it.
        </List.Item>
        <List.Item>Turn alerts and push notifications on or off whenever you like.</List.Item>
        <List.Item>
          Ask us for a copy of your data, or for a correction, by writing to the address below.
        </List.Item>
      </List>
    ),
  },
  {
    title: 'Children Under 13',
    body: (
      <Text>
        Hearth is not meant for children under 13, and you must be at least 13 years old to create
        an account. We check the date of birth given at sign-up. If we learn that an account belongs
        to a child under 13, we delete it and its data.
      </Text>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <Text>
        We may update this policy as Hearth grows. The date at the top always shows the latest
        version, and we will tell you on the site or by e-mail before a change that affects how we
        use your personal information takes effect.
      </Text>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <Text>
        Questions about your privacy or this policy? Write to us at <ContactEmailLink /> and we will
        answer as soon as we can.
      </Text>
    ),
  },
];

export function PrivacyPolicy({ headingOrder = 2 }: LegalDocumentProps) {
  return (
    <LegalDocument
      headingOrder={headingOrder}
      intro="Your privacy matters to us. This policy explains what information Hearth collects when you read, write, comment or donate, why we collect it, and the choices you have."
      sections={sections}
    />
  );
}

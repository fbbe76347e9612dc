import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ContactEmailLink } from '#web/components/legal/contact-email-link.tsx';
import layout from '#web/components/ui/layout.module.css';
import text from '#web/components/ui/text.module.css';
import classes from './home-faq.module.css';

interface FaqEntry {
  value: string;
  question: string;
  answer: ReactNode;
}

const FAQ: FaqEntry[] = [
  {
    value: 'what-is-hearth',
    question: 'What is Hearth?',
    answer:
      'Hearth is a free community publishing platform. Publishers and administrators write posts and share help-request narratives; everyone can read them, and members comment, like, follow the writers they trust and report anything that breaks the community rules.',
  },
  {
    value: 'account',
    question: 'Do I need an account?',
    answer:
      'Not to read posts, narratives and profiles, and not to donate. A free account (one per person, from the age of 13) lets you comment, reply, like comments, follow publishers and report content.',
  },
  {
    value: 'become-publisher',
    question: 'How do I become a publisher?',
    answer: (
      <>
        Publishers are members who write posts and share narratives for the community.
        Administrators review publisher requests: sign in, press Become a Publisher on this page and
        tell us who you are and what you would like to write about. Once an administrator approves
        you, Create Post appears in your account menu.
      </>
    ),
  },
  {
    value: 'narratives',
    question: 'How can I ask for help through a narrative?',
    answer: (
      <>
        Regular members do not publish narratives themselves: they request them through publishers,
        who write and publish them. Contact a publisher, or write to <ContactEmailLink />, and a
        publisher will share your narrative with the contact details you choose, so that people who
        can help reach you directly.
      </>
    ),
  },
  {
    value: 'donations',
    question: 'How do donations work?',
    answer:
      'The donation page lists the cases our administrators have gathered. Give any amount in US dollars, with or without an account, and watch each case move toward its goal.',
  },
  {
    value: 'reports',
    question: 'What if I see something that breaks the rules?',
    answer:
      'Use Report on the post or the comment and tell the moderators what is wrong. Administrators review every report. You cannot report your own content.',
  },
  {
    value: 'privacy',
    question: 'How is my account kept safe?',
    answer:
      'Passwords are stored encrypted, hidden details such as the location are removed from the images you upload, and you can change or delete your account from your profile at any time.',
  },
];

/**
 * The spec's 7 questions; opening one answer closes the one that was open. Native disclosures
 * sharing a `name`: they work before the page's script arrives, and hydrating them costs nothing
 * (Mantine's Accordion drew itself a second time, synchronously, to replace its server ids).
 */
export function HomeFaq() {
  return (
    <section aria-labelledby="faq-title" className={`${layout.narrowContainer} ${layout.band}`}>
      <h2 id="faq-title" className={`${text.h2} ${classes.title}`}>
        Frequently Asked Questions
      </h2>
      <p className={`${text.md} ${text.dimmed} ${classes.subtitle}`}>
        How Hearth works, in a few answers.
      </p>
      <div className={classes.questions}>
        {FAQ.map((entry) => (
          <details key={entry.value} name="faq" className={classes.entry}>
            <summary className={classes.question}>
              {entry.question}
              <IconChevronDown className={classes.chevron} size={16} aria-hidden />
            </summary>
            <p className={`${text.md} ${classes.answer}`}>{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

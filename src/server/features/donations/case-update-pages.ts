import { escapeUTF8 } from 'entities';
import { standalonePage } from './standalone-page.ts';

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e;background:#fff}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#c2410c;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
a{color:#1864ab}`;

/**
 * The small pages of case-update mail links (confirm, unsubscribe), served without the web app
 * and without sign-in: they must work from any mail program, and a GET (a link checker, a
 * preview, a mail scanner) never confirms nor unsubscribes: only the page's button does.
 */
const page = (title: string, content: string) => standalonePage(title, PAGE_STYLE, content);

export const confirmUnsubscribePage = (caseTitle: string, caseId: string, token: string) =>
  page(
    'Stop updates about this case?',
    `<p>You asked for e-mail updates about <a href="/donate/${escapeUTF8(encodeURIComponent(caseId))}">${escapeUTF8(caseTitle)}</a>. Press the button to stop them.</p>
<form method="post" action="/api/donation/updates/unsubscribe?token=${escapeUTF8(encodeURIComponent(token))}">
<button type="submit">Unsubscribe</button>
</form>`,
  );

export const unsubscribedPage = (caseTitle: string, caseId: string) =>
  page(
    'You are unsubscribed',
    `<p role="status">You will get no more e-mail updates about <a href="/donate/${escapeUTF8(encodeURIComponent(caseId))}">${escapeUTF8(caseTitle)}</a>.</p>`,
  );

export const invalidLinkPage = (message: string) =>
  page('This link does not work', `<p>${escapeUTF8(message)}</p><p><a href="/">Hearth</a></p>`);

const caseLink = (caseTitle: string, caseId: string) =>
  `<a href="/donate/${escapeUTF8(encodeURIComponent(caseId))}">${escapeUTF8(caseTitle)}</a>`;

export const confirmUpdatesPage = (caseTitle: string, caseId: string, token: string) =>
  page(
    'Get updates about this case?',
    `<p>Someone gave to ${caseLink(caseTitle, caseId)} with your address and asked for e-mail updates about it. Press the button to receive them; each comes with a link to stop them.</p>
<form method="post" action="/api/donation/updates/confirm?token=${escapeUTF8(encodeURIComponent(token))}">
<button type="submit">Confirm updates</button>
</form>`,
  );

export const updatesConfirmedPage = (caseTitle: string, caseId: string) =>
  page(
    'Updates confirmed',
    `<p role="status">You will get e-mail updates about ${caseLink(caseTitle, caseId)}.</p>`,
  );

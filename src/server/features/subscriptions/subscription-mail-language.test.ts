import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../../test/actors.ts';
import { htmlPart, readOutbox } from '../../test/outbox.ts';
import { testFileApp } from '../../test/test-file-app.ts';

/**
 * A visitor who asks for an author's new posts gets the confirmation, and then each post, in the
 * language they asked in; English, as before, when they named none.
 */
const { testApp, inject, as } = testFileApp();

let clients = 0;
const subscribe = (payload: object, headers: Record<string, string>) =>
  inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload,
    headers,
    remoteAddress: `10.8.0.${++clients}`,
  });

const mailsTo = async (address: string) =>
  (await readOutbox(testApp)).filter((mail) => mail.to === address);

async function publish(author: Actor, title: string) {
  const response = await as(author, {
    method: 'POST',
    url: '/api/post/create',
    payload: { title, content: '<p>News</p>' },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { slug: string };
}

/** Asks for the author's posts at the address, and confirms from the mailed link. */
async function subscribed(author: Actor, address: string, headers: Record<string, string>) {
  expect((await subscribe({ email: address, authorId: author.id }, headers)).statusCode).toBe(202);
  const [confirmation] = await mailsTo(address);
  const link = confirmation!.links.find((l) => l.includes('/api/subscriptions/confirm/'))!;
  const confirmed = await inject({
    method: 'GET',
    url: link.slice(testApp.config.publicUrl.length),
  });
  expect(confirmed.statusCode).toBe(200);
  return confirmation!;
}

describe("a visitor's subscription to an author", () => {
  it('confirms and delivers in the Arabic the visitor asked in', async () => {
    const author = await createActor(testApp.app, 'publisher', 'rania');
    const address = 'reader.ar@example.org';
    const confirmation = await subscribed(author, address, { 'accept-language': 'ar,en;q=0.5' });
    expect(confirmation.subject).toBe('أكّد تلقّي رسائل عن المنشورات الجديدة لـrania');
    expect(htmlPart(confirmation)).toContain('<html lang="ar" dir="rtl">');

    const post = await publish(author, 'Spring');
    const delivered = (await mailsTo(address)).find((mail) => mail.subject.startsWith('نشر'));
    expect(delivered?.subject).toBe('نشر rania «Spring»');
    expect(delivered!.links).toContain(`${testApp.config.publicUrl}/ar/post/${post.slug}`);
    expect(delivered!.text).toContain('تصلك هذه الرسالة لأنك أكّدت رغبتك');
  });

  it('confirms and delivers in English, as before, when the visitor named no language', async () => {
    const author = await createActor(testApp.app, 'publisher', 'bruno');
    const address = 'reader.en@example.org';
    const confirmation = await subscribed(author, address, {});
    expect(confirmation.subject).toBe('Confirm e-mail about new posts by bruno');
    const post = await publish(author, 'Autumn');
    const delivered = (await mailsTo(address)).find((mail) => mail.subject.includes('published'));
    expect(delivered?.subject).toBe('bruno published "Autumn"');
    expect(delivered!.links).toContain(`${testApp.config.publicUrl}/post/${post.slug}`);
    expect(delivered!.text).toContain("You get this because you confirmed you wanted bruno's");
  });
});

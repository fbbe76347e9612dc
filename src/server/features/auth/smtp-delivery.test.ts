import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeMailServer } from '../../test/fake-mail-server.ts';
import { DELIVERY_WAIT } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let smtp: FakeMailServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = new FakeMailServer();
  await smtp.start();
  testApp = await createTestApp({ environment: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

it('delivers the verification and reset mails through SMTP', async () => {
  const signUp = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      username: 'smtpuser',
      email: 'smtp@example.org',
      password: 'secret1',
      dateOfBirth: '1990-01-01',
    },
  });
  expect(signUp.statusCode).toBe(201);
  await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: 'smtp@example.org' },
  });
  const received = smtp.received;
  await expect.poll(() => received.length, DELIVERY_WAIT).toBe(2);
  // The outbox sends them side by side, in either order.
  expect(received.map((mail) => mail.to)).toEqual(['smtp@example.org', 'smtp@example.org']);
  const links = received.map((mail) => mail.links[0]);
  expect(links).toContainEqual(expect.stringContaining('/verify/'));
  expect(links).toContainEqual(expect.stringContaining('/reset-password/'));
});

import { expect, it } from 'vitest';
import { DELIVERY_WAIT } from '../../test/outbox.ts';
import { testAppWithSmtp } from '../../test/test-file-app.ts';

const { smtp, testApp } = testAppWithSmtp();

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

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseMail, type OutboxMail } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let smtp: SMTPServer;
let testApp: TestApp;
const received: OutboxMail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  testApp = await createTestApp({
    environment: { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` },
  });
});

afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
  await expect.poll(() => received.length).toBe(2);
  expect(received[0]).toMatchObject({ to: 'smtp@example.org' });
  expect(received[0]!.links[0]).toContain('/verify/');
  expect(received[1]!.links[0]).toContain('/reset-password/');
});

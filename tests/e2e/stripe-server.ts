import type { DonationCase } from '../../src/contracts/donations.ts';
import { FakeStripe } from '../../src/server/test/fake-stripe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { startProductionServer, type RunningServer } from './server.ts';

const WEBHOOK_SECRET = 'whsec_e2e_hearth';

/** A server of a file's own taking payments through a fake Stripe on 127.0.0.1, and its admin. */
export interface StripeServer {
  stripe: FakeStripe;
  server: RunningServer;
  admin: { username: string; password: string };
  stop(): Promise<void>;
}

/**
 * Starts the fake Stripe and a production server with PAYMENT_PROVIDER=stripe talking to it
 * (no demo content; `name`'s admin), and points the fake's hosted page at the server's webhook.
 */
export async function startStripeServer(
  name: string,
  environment: Record<string, string> = {},
): Promise<StripeServer> {
  const stripe = new FakeStripe();
  await stripe.start();
  const admin = { username: `${name}_admin`, password: `${name}-admin-password` };
  const server = await startProductionServer({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    SEED_DEMO: 'false',
    ADMIN_USERNAME: admin.username,
    ADMIN_EMAIL: `${name}.admin@example.org`,
    ADMIN_PASSWORD: admin.password,
    ...environment,
  });
  stripe.webhook = { url: `${server.baseUrl}/api/donation/stripe/webhook`, secret: WEBHOOK_SECRET };
  return {
    stripe,
    server,
    admin,
    stop: async () => {
      await server.stop();
      await stripe.stop();
    },
  };
}

/** Creates a case through the API as the server's admin. */
export async function createCase(
  { server, admin }: StripeServer,
  fields: Record<string, unknown>,
): Promise<DonationCase> {
  const signIn = await fetch(`${server.baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.username, password: admin.password }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const created = await fetch(`${server.baseUrl}/api/donation/case`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(fields),
  });
  if (!created.ok) throw new Error(`Creating the case failed: ${await created.text()}`);
  return (await created.json()) as DonationCase;
}

/**
 * A file's journeys on a Stripe server of their own (`startStripeServer`) with one case
 * (`caseFields`), started before them and stopped after. Its fields are set once `beforeAll` ran.
 */
export function stripeServerForFile(
  name: string,
  caseFields: Record<string, unknown>,
  environment: Record<string, string> = {},
) {
  const payments = {} as StripeJourney;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    Object.assign(payments, await startStripeServer(name, environment));
    payments.donationCase = await createCase(payments, caseFields);
  });
  test.afterAll(async () => {
    await payments.stop?.();
  });
  return payments;
}

/** A file's Stripe server and its case (`stripeServerForFile`). */
export type StripeJourney = StripeServer & { donationCase: DonationCase };

/** The case's donate page on the file's Stripe server. */
export const casePageUrl = ({ server, donationCase }: StripeJourney) =>
  `${server.baseUrl}/donate/${donationCase._id}`;

/** Opens the case's donate page, headed by its title. */
export async function openCasePage(page: Page, payments: StripeJourney) {
  await page.goto(casePageUrl(payments));
  await expect(
    page.getByRole('heading', { level: 1, name: payments.donationCase.title }),
  ).toBeVisible();
}

/** The case as the API answers it now. */
export async function readCase({ server, donationCase }: StripeJourney): Promise<DonationCase> {
  const response = await fetch(`${server.baseUrl}/api/donation/case/${donationCase._id}`);
  return (await response.json()) as DonationCase;
}

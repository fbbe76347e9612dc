import type { DonationCase } from '../../src/contracts/donations.ts';
import { FakeStripe } from '../../src/server/test/fake-stripe.ts';
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

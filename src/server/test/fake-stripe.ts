import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Enough of Stripe's API on 127.0.0.1 to create Checkout sessions, recording what it was asked. */
export class FakeStripe {
  readonly sessions: { id: string; form: URLSearchParams }[] = [];
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
          const id = `cs_test_${randomBytes(8).toString('hex')}`;
          this.sessions.push({ id, form: new URLSearchParams(raw) });
          response.end(
            JSON.stringify({
              id,
              object: 'checkout.session',
              url: `https://checkout.stripe.test/pay/${id}`,
              payment_status: 'unpaid',
            }),
          );
          return;
        }
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { message: 'Unknown request' } }));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

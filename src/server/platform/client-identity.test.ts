import { describe, expect, it } from 'vitest';
import { testFileApp } from '../test/test-file-app.ts';

// A visitor is their network as the rate limits see it: an IPv6 subscriber's /64 (their
// allocation, which they rotate addresses within at will), an IPv4 address as it is.

const { actors, inject, as } = testFileApp();

const ONE_NETWORK = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:db8:1:2:a:b:c:d'];
const NEXT_NETWORK = '2001:db8:1:3::1';

async function created(url: string, payload: Record<string, unknown>) {
  const response = await as(actors.admin, { method: 'POST', url, payload });
  expect(response.statusCode, url).toBe(201);
  return response.json<{ _id: string }>();
}

describe('views counted per visitor', () => {
  const cases = [
    {
      kind: 'post',
      create: () =>
        created('/api/post/create', { title: 'Read in one house', content: '<p>Hello.</p>' }),
      view: (id: string) => `/api/post/view/${id}`,
    },
    {
      kind: 'narrative',
      create: () =>
        created('/api/story/create', {
          title: 'A roof for one house',
          body: '<p>Our family needs help repairing the roof.</p>',
          country: 'Kenya',
          contactPlatform: 'email',
          contactUsername: 'family@example.org',
        }),
      view: (id: string) => `/api/story/view/${id}`,
    },
  ];

  for (const { kind, create, view } of cases) {
    it(`count addresses of one IPv6 /64 as one visitor of a ${kind}, another /64 apart`, async () => {
      const { _id: id } = await create();
      const seen = async (remoteAddress: string) =>
        (await inject({ method: 'PUT', url: view(id), remoteAddress })).json<{ views: number }>()
          .views;

      for (const address of ONE_NETWORK) expect(await seen(address), address).toBe(1);
      expect(await seen(NEXT_NETWORK)).toBe(2);
    });
  }

  it('count an IPv4 address and its IPv6-mapped form as one visitor', async () => {
    const { _id: id } = await cases[0]!.create();
    const seen = async (remoteAddress: string) =>
      (await inject({ method: 'PUT', url: `/api/post/view/${id}`, remoteAddress })).json().views;
    expect(await seen('203.0.113.5')).toBe(1);
    expect(await seen('::ffff:203.0.113.5')).toBe(1);
    expect(await seen('203.0.113.6')).toBe(2);
  });
});

describe('idempotency keys', () => {
  it('are shared by the addresses of one IPv6 /64, and not by another /64', async () => {
    const target = await created('/api/donation/case', {
      title: 'One network',
      description: 'A well for the school',
    });
    const gift = (remoteAddress: string) =>
      inject({
        method: 'POST',
        url: '/api/donation/transaction',
        remoteAddress,
        headers: { 'idempotency-key': 'retry-from-a-phone-0001' },
        payload: { donationCaseId: target._id, amount: 4, donorName: 'Ada' },
      });

    const first = await gift(ONE_NETWORK[0]!);
    expect(first.statusCode).toBe(201);
    // The phone's next attempt leaves from another address of its network: the same gift.
    const retry = await gift(ONE_NETWORK[1]!);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().transaction._id).toBe(first.json().transaction._id);
    // Another network with the same key makes a gift of its own.
    const other = await gift(NEXT_NETWORK);
    expect(other.statusCode).toBe(201);
    expect(other.json().transaction._id).not.toBe(first.json().transaction._id);
  });
});

import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PUSH_SERVICE_HOSTS } from '../config.ts';
import { isKnownPushService } from '../features/notifications/push-services.ts';
import { browserKeys, FAKE_PUSH_HOST, FakePushService } from '../test/fake-push-service.ts';
import { NonPublicAddressError, type PublicAddressAgent } from './public-address-agent.ts';
import { createWebPushSender } from './web-push.ts';

let service: FakePushService;
const agents: PublicAddressAgent[] = [];
beforeAll(async () => {
  service = new FakePushService();
  await service.start();
});
afterAll(async () => {
  agents.forEach((agent) => agent.destroy());
  await service.stop();
});

/** The sender as the app builds it, with the fake service's certificate and DNS answers. */
function senderWith(
  answers: string[],
  { allowLoopback = false, hosts = KNOWN_PUSH_SERVICE_HOSTS } = {},
) {
  const addresses: LookupAddress[] = answers.map((address) => ({
    address,
    family: isIP(address),
  }));
  const agent = service.agentResolving(async () => addresses, { allowLoopback });
  agents.push(agent);
  return createWebPushSender({
    keys: webPush.generateVAPIDKeys(),
    subject: 'mailto:alerts@hearth.example',
    accepts: (endpoint) => isKnownPushService(endpoint, hosts),
    agent,
  });
}

const device = (endpoint: string) => ({ endpoint, ...browserKeys().keys });

describe('push delivery', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['unspecified', '0.0.0.0'],
    ['a private address', '10.20.30.40'],
    ['the cloud metadata service', '169.254.169.254'],
    ['the AWS IPv6 metadata service', 'fd00:ec2::254'],
    ['a carrier-grade NAT address', '100.64.0.1'],
  ])('never connects to a known push service whose DNS answers %s (%s)', async (_kind, address) => {
    const connections = service.connections;
    const sender = senderWith([address]);
    const endpoint = `https://fcm.googleapis.com:${service.port}/fcm/send/rebound:token`;
    await expect(sender.send(device(endpoint), 'hello')).rejects.toThrow(NonPublicAddressError);
    expect(service.connections).toBe(connections);
  });

  it('never connects to an address written in the endpoint that is not public', async () => {
    const connections = service.connections;
    const sender = senderWith([], { hosts: ['127.0.0.1'] });
    const endpoint = `https://127.0.0.1:${service.port}/push/literal`;
    await expect(sender.send(device(endpoint), 'hello')).rejects.toThrow(NonPublicAddressError);
    expect(service.connections).toBe(connections);
  });

  it('connects to the checked address among the answers, keeping the certificate check', async () => {
    // Tests may reach 127.0.0.1; the private answer is skipped, not tried.
    const sender = senderWith(['10.20.30.40', '127.0.0.1'], {
      allowLoopback: true,
      hosts: [FAKE_PUSH_HOST],
    });
    const arriving = service.next('/push/checked');
    const endpoint = `https://${FAKE_PUSH_HOST}:${service.port}/push/checked`;
    expect(await sender.send(device(endpoint), 'hello')).toBe('sent');
    expect((await arriving).headers.host).toBe(`${FAKE_PUSH_HOST}:${service.port}`);
  });

  it('drops, unsent, a stored endpoint that the rules now refuse', async () => {
    const sender = senderWith(['127.0.0.1'], { allowLoopback: true });
    // Below fcm.googleapis.com for `new URL`, 127.0.0.1 for the `url.parse` that sends.
    const endpoint = 'https://127.0.0.1;.fcm.googleapis.com/fcm/send/x';
    expect(await sender.send(device(endpoint), 'hello')).toBe('gone');
  });
});

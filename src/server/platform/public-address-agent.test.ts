import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address-agent.ts';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '142.250.74.10', '2606:4700:4700::1111', '2a00:1450:4001:82a::200a'])(
    'accepts an address on the public internet: %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.1.2.3'],
    ['IPv6 loopback', '::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['unspecified (reaches this host)', '0.0.0.0'],
    ['IPv6 unspecified', '::'],
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.16.5.4'],
    ['private 192.168/16', '192.168.1.1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['link-local, the cloud metadata service', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 unique-local, the AWS metadata service', 'fd00:ec2::254'],
    ['IPv4 multicast', '224.0.0.1'],
    ['IPv6 multicast', 'ff02::1'],
    ['broadcast', '255.255.255.255'],
    ['documentation', '192.0.2.1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['not an address', 'localhost'],
  ])('refuses %s: %s', (_kind, address) => expect(isPublicAddress(address)).toBe(false));
});

import { describe, expect, it } from 'vitest';
import { addressNetwork } from './address-network.ts';

describe('addressNetwork', () => {
  it('keeps the /24 of an IPv4 address and the /48 of an IPv6 one, never the address', () => {
    expect(addressNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(addressNetwork('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(addressNetwork('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(addressNetwork('::1')).toBe('::/48');
  });

  it('answers null for what is not an address', () => {
    expect(addressNetwork('')).toBeNull();
    expect(addressNetwork('not-an-address')).toBeNull();
  });
});

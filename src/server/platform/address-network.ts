import ipaddr from 'ipaddr.js';

/**
 * A client address cut to its network, for records people read later (the audit log): an IPv4
 * address to its /24, an IPv6 address to its /48 (a site, not a subscriber's /64). Enough to tell
 * one network's requests from another's, never the address itself. An IPv4 address written as
 * IPv6 (`::ffff:203.0.113.9`) counts as IPv4; anything unreadable is null.
 */
export function addressNetwork(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === 'ipv4') {
    const [a, b, c] = (parsed as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3);
  const network = ipaddr.IPv6.parse(`${parts.map((part) => part.toString(16)).join(':')}::`);
  return `${network.toString()}/48`;
}

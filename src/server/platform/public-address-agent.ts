import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent, type AgentOptions, type RequestOptions } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import ipaddr from 'ipaddr.js';

/** Every global unicast IPv6 address is in 2000::/3; everything else is local or special. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is on the public internet. Refused: loopback, private (RFC 1918),
 * link-local (with the cloud metadata service 169.254.169.254), carrier-grade NAT, unique-local
 * IPv6 (with fd00:ec2::254), multicast, broadcast, unspecified, reserved and documentation
 * ranges, and the IPv6 forms that carry an IPv4 address (NAT64, 6to4, Teredo). An IPv4-mapped
 * IPv6 address is judged as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!isIP(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
}

const isLoopback = (address: string) =>
  isIP(address) !== 0 && ipaddr.process(address).range() === 'loopback';

export class NonPublicAddressError extends Error {
  readonly code = 'ERR_NON_PUBLIC_ADDRESS';
  constructor(host: string) {
    super(`Refused to connect to ${host}: not a public internet address`);
  }
}

/** Every address a host name has; the system resolver by default. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;
const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true });

/**
 * A lookup for `net.connect` that answers only addresses `permits` accepts, so the socket
 * connects to an address that was checked, never to one a second lookup might answer.
 */
function checkedLookup(resolve: Resolver, permits: (address: string) => boolean): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const checked = addresses.filter(
          ({ address, family }) =>
            permits(address) && (!options.family || options.family === family),
        );
        if (checked.length === 0) return callback(new NonPublicAddressError(hostname), '');
        if (options.all) return callback(null, checked);
        return callback(null, checked[0]!.address, checked[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

export interface PublicAddressAgentOptions extends AgentOptions {
  /** How host names are resolved (tests answer with addresses of their choosing). */
  resolve?: Resolver;
  /** Tests only, set in code: their fake services listen on 127.0.0.1. */
  allowLoopback?: boolean;
}

/**
 * An HTTPS agent that connects to public internet addresses only, whatever a URL names or DNS
 * answers: a host name is resolved and only its public addresses are connected to; an address
 * written in the URL is checked as it is. Keeps the certificate check against the host name.
 */
export class PublicAddressAgent extends Agent {
  readonly #permits: (address: string) => boolean;

  constructor({ resolve = systemResolver, allowLoopback, ...options }: PublicAddressAgentOptions) {
    const permits = (address: string) =>
      isPublicAddress(address) || (allowLoopback === true && isLoopback(address));
    super({ ...options, lookup: checkedLookup(resolve, permits) });
    this.#permits = permits;
  }

  // `net.connect` skips the lookup for an address literal, so the literal is checked here.
  override createConnection(
    options: RequestOptions,
    callback?: (error: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const host = options.host ?? '';
    if (isIP(host) && !this.#permits(host)) {
      callback?.(new NonPublicAddressError(host), undefined as never);
      return undefined;
    }
    return super.createConnection(options, callback);
  }
}

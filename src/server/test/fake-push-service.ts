import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PublicAddressAgent, type Resolver } from '../platform/public-address-agent.ts';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A host name the fake service's certificate also holds; tests resolve it as they please. */
export const FAKE_PUSH_HOST = 'push.hearth.test';

/** A self-signed certificate for 127.0.0.1 and `FAKE_PUSH_HOST`, made with the openssl command line. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-push-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        `subjectAltName=IP:127.0.0.1,DNS:${FAKE_PUSH_HOST}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem')),
      cert: readFileSync(join(dir, 'cert.pem')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A browser's side of a push subscription: a P-256 key pair and an auth secret, and the
 * decryption of an aes128gcm message sent to it (RFC 8188 framing, RFC 8291 keys).
 */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderPublicKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const sharedSecret = ecdh.computeSecret(senderPublicKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderPublicKey]);
      const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
      const contentKey = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
      );
      const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
      decipher.setAuthTag(record.subarray(-16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 followed by optional zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('Not the last record of an aes128gcm message');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Enough of a web push service on 127.0.0.1 (HTTPS with its own certificate, which `agent`
 * trusts): it records every message and answers 201, or the status set for an endpoint path.
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  readonly statusFor = new Map<string, number>();
  private readonly waiters: { path: string; resolve: (push: ReceivedPush) => void }[] = [];
  private server!: Server;
  private certificate!: Buffer;
  /** TCP connections ever made to the service. */
  connections = 0;
  /** The app's agent: the real one, trusting this service's certificate and allowed 127.0.0.1. */
  agent!: PublicAddressAgent;
  url = '';
  port = 0;

  /** Another agent for this service, with host names resolved as `resolve` says. */
  agentResolving(resolve: Resolver, { allowLoopback = true } = {}) {
    return new PublicAddressAgent({ ca: this.certificate, resolve, allowLoopback });
  }

  async start() {
    const tls = selfSignedCertificate();
    this.certificate = tls.cert;
    this.agent = new PublicAddressAgent({ ca: tls.cert, keepAlive: true, allowLoopback: true });
    this.server = createServer(tls, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const push = {
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        };
        this.received.push(push);
        response.statusCode = this.statusFor.get(push.path) ?? 201;
        response.end();
        for (const waiter of this.waiters.filter((w) => w.path === push.path)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(push);
        }
      });
    });
    this.server.on('connection', () => (this.connections += 1));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.url = `https://127.0.0.1:${this.port}`;
  }

  /** The next message sent to this endpoint path. */
  next(path: string): Promise<ReceivedPush> {
    return new Promise((resolve) => this.waiters.push({ path, resolve }));
  }

  receivedAt(path: string) {
    return this.received.filter((push) => push.path === path);
  }

  stop() {
    this.agent.destroy();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

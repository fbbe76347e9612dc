import { createHash, randomBytes, webcrypto } from 'node:crypto';

/**
 * A passkey authenticator in the test process: ES256 keys from WebCrypto, `none` attestation,
 * and real CBOR attestation objects and signed assertions, as a browser hands them to a site.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// The few CBOR shapes WebAuthn needs: unsigned and negative integers, byte and text strings, maps.
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

/** WebCrypto's raw `r || s` as the DER sequence WebAuthn signatures use. */
function derSignature(raw: Uint8Array): Buffer {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let body = Buffer.from(bytes.subarray(start));
    if (body[0]! & 0x80) body = Buffer.concat([Buffer.from([0]), body]);
    return Buffer.concat([Buffer.from([0x02, body.length]), body]);
  };
  const sequence = Buffer.concat([integer(raw.subarray(0, 32)), integer(raw.subarray(32))]);
  return Buffer.concat([Buffer.from([0x30, sequence.length]), sequence]);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface Credential {
  id: Buffer;
  keys: webcrypto.CryptoKeyPair;
  userHandle: string;
  counter: number;
}

export class TestAuthenticator {
  private readonly credentials: Credential[] = [];

  constructor(
    private readonly origin: string,
    private readonly options: { userVerified?: boolean } = {},
  ) {}

  private get rpId() {
    return new URL(this.origin).hostname;
  }

  private flags(extra = 0) {
    return FLAG_UP | (this.options.userVerified === false ? 0 : FLAG_UV) | extra;
  }

  /** Answers `navigator.credentials.create()` for the options the site sent. */
  async register(options: Record<string, unknown>) {
    const keys = (await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as webcrypto.CryptoKeyPair;
    const jwk = await webcrypto.subtle.exportKey('jwk', keys.publicKey);
    const id = randomBytes(32);
    const user = options.user as { id: string };
    this.credentials.push({ id, keys, userHandle: user.id, counter: 0 });

    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([this.flags(FLAG_AT)]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      id,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = this.clientData('webauthn.create', String(options.challenge));
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /**
   * Answers `navigator.credentials.get()`: with a credential the site allows, or (discoverable,
   * no list) the first one this authenticator holds.
   */
  async assert(options: Record<string, unknown>, { challenge }: { challenge?: string } = {}) {
    const allowed = (options.allowCredentials as { id: string }[] | undefined) ?? [];
    const credential = allowed.length
      ? this.credentials.find((c) => allowed.some((a) => a.id === b64url(c.id)))
      : this.credentials[0];
    if (!credential) throw new Error('no credential for these options');
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authenticatorData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([this.flags()]),
      counter,
    ]);
    const clientDataJSON = this.clientData('webauthn.get', challenge ?? String(options.challenge));
    const signed = Buffer.concat([authenticatorData, sha256(clientDataJSON)]);
    const raw = new Uint8Array(
      await webcrypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        credential.keys.privateKey,
        signed,
      ),
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(derSignature(raw)),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  private clientData(type: string, challenge: string) {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
      'utf8',
    );
  }
}

import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface StoredSecrets {
  jwtSecret: string;
  /** The web push (VAPID) key pair: an uncompressed P-256 public key and its private key. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

function newVapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    vapidPublicKey: ecdh.getPublicKey('base64url', 'uncompressed'),
    // A private key is 32 bytes; a short one (leading zeros dropped) is padded back.
    vapidPrivateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
}

/**
 * Secrets an operator did not set are generated once and kept in the data directory, readable by
 * the owner only, so sessions survive restarts without a constant in the code, and browsers that
 * subscribed to push keep receiving it (a subscription is bound to the server's public key).
 */
export function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const path = join(dataDir, 'secrets.json');
  const stored: Partial<StoredSecrets> = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Partial<StoredSecrets>)
    : {};
  const hasVapidPair = Boolean(stored.vapidPublicKey && stored.vapidPrivateKey);
  const secrets: StoredSecrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    ...(hasVapidPair
      ? { vapidPublicKey: stored.vapidPublicKey!, vapidPrivateKey: stored.vapidPrivateKey! }
      : newVapidKeys()),
  };
  if (stored.jwtSecret !== secrets.jwtSecret || !hasVapidPair) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

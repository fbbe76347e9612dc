import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * A key of its own for each use, derived from the JWT secret, which every process of a
 * deployment already shares: a database dump alone (a backup, a replica) reveals no secret
 * sealed with it.
 */
function keyFor(jwtSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'hearth secret box', purpose, 32));
}

/** AES-256-GCM: `v1.<iv>.<ciphertext>.<tag>`, each part base64url. */
export function sealSecret(jwtSecret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(jwtSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed text, or null when it was sealed under another key (the JWT secret changed). */
export function openSecret(jwtSecret: string, purpose: string, sealed: string): string | null {
  const [version, iv, ciphertext, tag] = sealed.split('.');
  if (version !== VERSION || !iv || !ciphertext || !tag) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(jwtSecret, purpose),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** Sealing bound to this deployment's JWT secret, as operations are handed it. */
export interface SecretBox {
  seal(purpose: string, plaintext: string): string;
  open(purpose: string, sealed: string): string | null;
}

export const createSecretBox = (jwtSecret: string): SecretBox => ({
  seal: (purpose, plaintext) => sealSecret(jwtSecret, purpose, plaintext),
  open: (purpose, sealed) => openSecret(jwtSecret, purpose, sealed),
});

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface StoredSecrets {
  jwtSecret: string;
}

/**
 * Secrets an operator did not set are generated once and kept in the data directory, readable by
 * the owner only, so sessions survive restarts without a constant in the code.
 */
export function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const path = join(dataDir, 'secrets.json');
  const stored: Partial<StoredSecrets> = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Partial<StoredSecrets>)
    : {};
  const secrets: StoredSecrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
  };
  if (stored.jwtSecret !== secrets.jwtSecret) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

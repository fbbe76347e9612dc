import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashPassword } from '../../platform/passwords.ts';
import type { DemoUser } from './demo-users.ts';

export interface DemoAccount {
  role: 'admin' | 'publisher' | 'user';
  username: string;
  password: string;
}

export const DEMO_ACCOUNTS_FILE = 'demo-accounts.txt';

/** 12 random bytes: 16 URL-safe characters, easy to copy and never shared between installations. */
const generatePassword = () => randomBytes(12).toString('base64url');

/** A fresh password per demo user, with its argon2 hash (hashed in parallel: argon2 is slow on purpose). */
export async function createDemoCredentials(people: readonly DemoUser[]) {
  return Promise.all(
    people.map(async (person) => {
      const password = generatePassword();
      return { person, password, passwordHash: await hashPassword(password) };
    }),
  );
}

/** Keeps the demo sign-ins in the data directory, readable by the owner only. */
export async function writeDemoAccountsFile(
  dataDir: string,
  accounts: readonly (DemoAccount & { email: string })[],
) {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, DEMO_ACCOUNTS_FILE);
  const rows = accounts.map(
    (a) => `${a.role.padEnd(10)}${a.username.padEnd(16)}${a.email.padEnd(28)}${a.password}`,
  );
  const text = [
    `Hearth demo accounts, created ${new Date().toISOString()}.`,
    'Sign in with the username or the e-mail address. The passwords were generated for this',
    'installation only; delete these accounts or change their passwords before going public.',
    '',
    `${'role'.padEnd(10)}${'username'.padEnd(16)}${'e-mail'.padEnd(28)}password`,
    ...rows,
    '',
  ].join('\n');
  await writeFile(path, text, { mode: 0o600 });
  // `mode` only applies when the file is created; a file left by an earlier seed is tightened too.
  await chmod(path, 0o600);
  return path;
}

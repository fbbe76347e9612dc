import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { removeSecondFactors } from './features/second-factor/remove-second-factors.ts';

/**
 * `npm run second-factor:reset -- <username or e-mail>`, with the app's environment: removes
 * every second factor of the account and ends its sessions, for someone (an admin above all)
 * who lost them. They then sign in with their password and set a factor up again.
 */
export async function resetSecondFactor(
  config: Config,
  identifier: string,
): Promise<{ ok: boolean; message: string }> {
  const database = await openDatabase(config.database);
  try {
    const user = await removeSecondFactors({ db: database.db }, identifier);
    return user
      ? {
          ok: true,
          message: `Removed every second factor of ${user.username} and ended their sessions. They can sign in with their password and set up a new factor.`,
        }
      : { ok: false, message: `No account has the username or e-mail ${identifier}` };
  } finally {
    await database.close();
  }
}

async function main() {
  const identifier = process.argv[2]?.trim();
  if (!identifier) {
    console.error('Usage: npm run second-factor:reset -- <username or e-mail>');
    process.exit(2);
  }
  const outcome = await resetSecondFactor(loadConfig(), identifier);
  (outcome.ok ? console.log : console.error)(outcome.message);
  process.exit(outcome.ok ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { DataDirLockedError } from './db/lock.ts';
import { seedDemoContent } from './db/seed/seed-demo-content.ts';
import { ensureAdminAccount } from './features/users/ensure-admin-account.ts';
import { exitGracefullyOnSignals } from './platform/shutdown.ts';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function start() {
  const config = loadConfigOrExit();
  const app = await buildApp(config).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });

  // Demo content first: it only ever goes into an empty database.
  if (config.seedDemo) {
    const seeded = await seedDemoContent(app.db, config, app.storage);
    if (seeded) {
      const lines = seeded.accounts.map(
        (a) => `  ${a.role.padEnd(9)} ${a.username} / ${a.password}`,
      );
      console.log(`Demo content seeded. Sign in with:\n${lines.join('\n')}`);
    }
  }

  if (config.admin) {
    const { created } = await ensureAdminAccount(app.services, config.admin);
    app.log.info(`Admin account ${config.admin.username} ${created ? 'created' : 'updated'}`);
  }

  exitGracefullyOnSignals(app, config.shutdownTimeoutMs);

  await app.listen({ port: config.port, host: config.host });
  console.log(`Hearth is serving ${config.publicUrl}`);
}

await start();

/**
 * `npm run bench:data -- --scale large|medium [--database-url postgres://…] [--data-dir ./data]`
 *
 * Fills a database with the bench data set (`data-set.ts`) and prints the time each table took.
 * On PostgreSQL with `--database-url` (or `DATABASE_URL`); else on the embedded database in
 * `--data-dir` (or `DATA_DIR`, `./data`). The app starts on it afterwards:
 * `DATA_DIR=… node dist/server/main.js` (or `DATABASE_URL=…`).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseLocation } from '../../src/server/db/client.ts';
import { firstValue, loadDataSet, SCALES, type ScaleName } from './data-set.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'medium' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const scaleName = values.scale as ScaleName;
const scale = SCALES[scaleName];
if (!scale) {
  console.error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
  process.exit(2);
}
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
const location: DatabaseLocation = databaseUrl
  ? { kind: 'postgres', url: databaseUrl }
  : { kind: 'embedded', dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? './data' };

const handle = await openDatabase(location);
try {
  const loaded = await firstValue(
    handle.db,
    sql`select count(*) from users where username = 'member_1'`,
  );
  if (Number(loaded) > 0) {
    console.error('This database already holds the bench data set; start from an empty one.');
    process.exitCode = 1;
  } else {
    const where = location.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${location.dataDir}`;
    console.log(`Loading the ${scaleName} data set into ${where}`);
    const started = performance.now();
    await loadDataSet(handle.db, scale, (step, rows, ms) =>
      console.log(`${step.padEnd(26)} ${String(rows).padStart(10)} rows ${(ms / 1000).toFixed(1).padStart(7)} s`),
    );
    console.log(`${'total'.padEnd(42)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  }
} finally {
  await handle.close();
}

import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from './test/test-app.ts';

it('dumps', async () => {
  const t = await createTestApp();
  const routes = t.app.printRoutes({ commonPrefix: false, includeHooks: true });
  writeFileSync(process.env.OUT!, JSON.stringify(t.app.swagger(), null, 1) + '\n' + routes);
  await t.close();
}, 60000);

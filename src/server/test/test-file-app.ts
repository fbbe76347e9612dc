import { afterAll, beforeAll } from 'vitest';
import { createActors } from './actors.ts';
import { createTestApp, injectors, type TestApp, type TestAppOptions } from './test-app.ts';

export type Actors = Awaited<ReturnType<typeof createActors>>;

/**
 * A test file's app and one actor of each kind, made in `beforeAll` and closed in `afterAll`.
 * `testApp` and `actors` are filled in place, so they can be destructured at the top of the file
 * and read by the tests once they run. Options may be a function, for options made
 * asynchronously (in `beforeAll`).
 */
export function testFileApp(
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
) {
  const testApp = {} as TestApp;
  const actors = {} as Actors;
  beforeAll(async () => {
    Object.assign(
      testApp,
      await createTestApp(typeof options === 'function' ? await options() : options),
    );
    Object.assign(actors, await createActors(testApp.app));
  });
  afterAll(() => testApp.close?.());
  return { testApp, actors, ...injectors(() => testApp) };
}

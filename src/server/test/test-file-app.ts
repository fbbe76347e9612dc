import { afterAll, beforeAll, expect } from 'vitest';
import { createActors } from './actors.ts';
import { FakeMailServer } from './fake-mail-server.ts';
import { createTestApp, injectors, type TestApp, type TestAppOptions } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type Actors = Awaited<ReturnType<typeof createActors>>;

type Options = TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>);

/**
 * The app of a test file, or of the describe block that calls it: made in `beforeAll`, closed in
 * `afterAll`, and filled in place, so it can be named at the top and read once the tests run.
 */
export function blockTestApp(options: Options = {}) {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(
      testApp,
      await createTestApp(typeof options === 'function' ? await options() : options),
    );
  });
  afterAll(() => testApp.close?.());
  return testApp;
}

/**
 * A test file's app and one actor of each kind, made in `beforeAll` and closed in `afterAll`.
 * `testApp` and `actors` are filled in place, so they can be destructured at the top of the file
 * and read by the tests once they run. Options may be a function, for options made
 * asynchronously (in `beforeAll`).
 */
export function testFileApp(options: Options = {}) {
  const testApp = blockTestApp(options);
  const actors = {} as Actors;
  beforeAll(async () => {
    Object.assign(actors, await createActors(testApp.app));
  });
  const { inject, as } = injectors(() => testApp);
  /** POSTs as the actor, expects 201 Created, and answers what was created. */
  const created = async (actor: { headers: object }, url: string, payload: object) => {
    const response = await as(actor, { method: 'POST', url, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return response.json();
  };
  /** The publisher's post (201 expected): `title` and `content` as given, the rest as the API's. */
  const writePost = (title: string, content: string) =>
    created(actors.publisher, '/api/post/create', { title, content });
  /** An admin approves a narrative (expecting 200), so that it is public. */
  const approveNarrative = async (storyId: string) => {
    const response = await as(actors.admin, {
      method: 'PUT',
      url: `/api/story/status/${storyId}`,
      payload: { status: 'approved' },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  return { testApp, actors, inject, as, created, writePost, approveNarrative };
}

/** A test file's app that sends its mail to a fake SMTP server on 127.0.0.1 (`smtp`). */
export function testAppWithSmtp() {
  const smtp = new FakeMailServer();
  const testApp = {} as TestApp;
  beforeAll(async () => {
    await smtp.start();
    Object.assign(testApp, await createTestApp({ environment: { SMTP_URL: smtp.url } }));
  });
  afterAll(async () => {
    await testApp.close?.();
    await smtp.stop();
  });
  return { smtp, testApp };
}

/**
 * Two app processes on one database of their own (PostgreSQL: the embedded database serves one
 * process), made in `beforeAll` and closed in `afterAll` of the describe block that calls it.
 */
export function twoProcessesOnOneDatabase() {
  const first = {} as TestApp;
  const second = {} as TestApp;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    Object.assign(first, await createTestApp({ database }));
    Object.assign(second, await createTestApp({ database }));
  });
  afterAll(async () => {
    await first.close?.();
    await second.close?.();
    await database?.drop();
  });
  return { first, second };
}

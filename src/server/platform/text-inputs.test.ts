import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../test/actors.ts';
import {
  stringFieldsOf,
  type OpenApiDocument,
  type StringField,
} from '../test/openapi-string-fields.ts';
import { createTestApp, injectors, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let admin: Actor;
let publisher: Actor;
let fields: StringField[];
const { inject, as } = injectors(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createActor(testApp.app, 'admin');
  publisher = await createActor(testApp.app, 'publisher');
  const document = await inject({ method: 'GET', url: '/api/docs/json' });
  fields = stringFieldsOf(document.json<OpenApiDocument>());
});

afterAll(() => testApp.close());

/** Characters refused in every text field, multi-line ones included. */
const CONTROL_CHARACTERS = {
  NUL: '\u0000',
  'start of heading': '\u0001',
  escape: '\u001b',
  DEL: '\u007f',
  'next line (C1)': '\u0085',
  'application program command (C1)': '\u009f',
};
/** JSON can carry half a surrogate pair; a URL or a header cannot, so only bodies get these. */
const LONE_SURROGATES = { 'lone high surrogate': '\ud800', 'lone low surrogate': '\udc00' };

const createPost = (payload: object) =>
  as(publisher, { method: 'POST', url: '/api/post/create', payload });
const refusal = (name: string) => `${name} contains characters that are not allowed`;

function attacks(field: StringField) {
  const characters =
    field.location === 'body' ? { ...CONTROL_CHARACTERS, ...LONE_SURROGATES } : CONTROL_CHARACTERS;
  return Object.entries(characters).map(([label, character]) => ({
    label,
    // Long enough for fields with a minimum length, such as a publisher request's reason.
    value: `a${character}b`.padEnd(40, 'c'),
  }));
}

describe('control characters in every string field of every route', () => {
  it('finds the fields to attack in the API description', () => {
    const routes = new Set(fields.map((field) => field.route));
    expect(routes).toContain('POST /api/auth/signin');
    expect(routes).toContain('GET /api/post/getposts');
    expect(routes).toContain('POST /api/donation/transaction');
    expect(routes).toContain('GET /api/auth/oauth/{provider}/callback');
    expect(fields.map((field) => `${field.location} ${field.name}`)).toContain(
      'header idempotency-key',
    );
    expect(fields.length).toBeGreaterThan(80);
  });

  it('refuses them with 400 naming the field, for a visitor and for an admin', async () => {
    const failures: string[] = [];
    for (const field of fields) {
      for (const { label, value } of attacks(field)) {
        for (const [caller, headers] of [
          ['visitor', {}],
          ['admin', admin.headers],
        ] as const) {
          const request = field.request(value);
          const response = await inject({
            ...request,
            headers: { ...request.headers, ...headers },
          });
          const { message } = response.json<{ message?: string }>();
          // A shaped field (an id, an enum, an amount) refuses with its own message.
          const isRefused =
            response.statusCode === 400 && (field.isShaped || message === refusal(field.name));
          if (!isRefused) {
            failures.push(
              `${field.route} ${field.location} ${field.name} (${label}, ${caller}): ${response.statusCode} ${message}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

describe('line breaks', () => {
  it('are text in a comment, but not in a title', async () => {
    const post = await createPost({ title: 'Two\nlines', content: '<p>Body</p>' });
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toBe(refusal('title'));

    const created = await createPost({ title: 'One line', content: '<p>First\n\tindented</p>' });
    expect(created.statusCode).toBe(201);
    const comment = await as(publisher, {
      method: 'POST',
      url: '/api/comment/create',
      payload: { postId: created.json()._id, content: 'First line\r\nsecond line' },
    });
    expect(comment.statusCode).toBe(201);
    expect(comment.json().content).toBe('First line\r\nsecond line');
  });

  it('keep emoji and other characters outside the basic plane', async () => {
    const response = await createPost({ title: 'Fire 🔥 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢', content: '<p>👍🏽</p>' });
    expect(response.statusCode).toBe(201);
    expect(response.json().title).toBe('Fire 🔥 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢');
  });
});

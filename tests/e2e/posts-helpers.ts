import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { request, type APIRequestContext, type Page } from '@playwright/test';
import type { Post } from '../../src/contracts/posts.ts';
import type { Story } from '../../src/contracts/stories.ts';
import { test, waitsForInteractive } from './fixtures.ts';
import {
  addSessionCookie,
  seedStoredState,
  storedUser,
  type SignedInUser,
} from './session-helpers.ts';

export type DemoRole = 'admin' | 'publisher' | 'user';

interface DemoAccount {
  role: DemoRole;
  username: string;
  password: string;
}

/** The seeded demo accounts of this run's server (`demo-accounts.txt` in its data directory). */
function demoAccounts(): DemoAccount[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the Playwright config');
  const text = readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8');
  // Rows: role, username, e-mail and password in padded columns.
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([role]) => role === 'admin' || role === 'publisher' || role === 'user')
    .map(([role, username, , password]) => ({
      role: role as DemoRole,
      username: username!,
      password: password!,
    }));
}

export function demoAccount(role: DemoRole, index = 0): DemoAccount {
  const account = demoAccounts().filter((row) => row.role === role)[index];
  if (!account) throw new Error(`No demo ${role} number ${index}`);
  return account;
}

let api: APIRequestContext | null = null;
/** One request context for the file's API calls (sign-ins, test data). */
async function apiContext() {
  api ??= await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  return api;
}

const sessions = new Map<string, SignedInUser>();

/**
 * Signs a demo account in through the API, once per test file: sign-ins are rate limited, and
 * the token works as the app's session cookie and as a bearer for the tests' own calls.
 */
export async function signInDemo(role: DemoRole, index = 0): Promise<SignedInUser> {
  const account = demoAccount(role, index);
  const cached = sessions.get(account.username);
  if (cached) return cached;
  const response = await (
    await apiContext()
  ).post('/api/auth/signin', {
    data: { email: account.username, password: account.password },
  });
  if (!response.ok()) throw new Error(`Sign-in failed: ${await response.text()}`);
  const {
    success: _success,
    message: _message,
    ...user
  } = (await response.json()) as SignedInUser & { success: boolean; message: string };
  sessions.set(account.username, user);
  return user;
}

/**
 * Demo accounts signed in before the file's tests, under the names the file gives them:
 * `const demo = signedInDemo({ admin: 'admin', reader: 'user' })`, then `demo.reader`.
 */
export function signedInDemo<const Name extends string>(
  roles: Record<Name, DemoRole>,
): Record<Name, SignedInUser> {
  const users = {} as Record<Name, SignedInUser>;
  test.beforeAll(async () => {
    for (const [name, role] of Object.entries(roles) as [Name, DemoRole][]) {
      users[name] = await signInDemo(role);
    }
  });
  return users;
}

/** A request context on the run's server and the demo admin signed in, for a spec's set-up. */
export async function adminApi(): Promise<{ api: APIRequestContext; admin: SignedInUser }> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  return { api, admin: await signInDemo('admin') };
}

/**
 * Opens the app with this user (or nobody) signed in: the session cookie in the browser, and the
 * user in the app's persisted state before any script runs.
 */
export async function startAs(
  page: Page,
  user: SignedInUser | null,
  theme: 'light' | 'dark' = 'light',
) {
  waitsForInteractive(page);
  if (user) await addSessionCookie(page, user);
  await seedStoredState(page, { theme, currentUser: user && storedUser(user) });
}

/** Publishes a post through the API as the given author. */
export async function createPostViaApi(
  author: SignedInUser,
  post: { title: string; content: string; category?: string; image?: string; language?: string },
): Promise<Post> {
  const response = await (
    await apiContext()
  ).post('/api/post/create', {
    data: post,
    headers: { authorization: `Bearer ${author.token}` },
  });
  if (!response.ok()) throw new Error(`Creating a post failed: ${await response.text()}`);
  return (await response.json()) as Post;
}

/** Shares a narrative through the API as the given author, in Kenya with an e-mail contact. */
export async function createNarrativeViaApi(
  author: SignedInUser,
  narrative: { title: string; body: string; category: string; contactUsername: string },
): Promise<Story> {
  const response = await (
    await apiContext()
  ).post('/api/story/create', {
    data: { ...narrative, country: 'Kenya', contactPlatform: 'email' },
    headers: { authorization: `Bearer ${author.token}` },
  });
  if (!response.ok()) throw new Error(`Creating a narrative failed: ${await response.text()}`);
  return (await response.json()) as Story;
}

/** Publishes a post through the API as `author`, then opens it in the page as `viewer`. */
export async function openNewPost(
  page: Page,
  viewer: SignedInUser | null,
  { author, ...post }: { author: SignedInUser } & Parameters<typeof createPostViaApi>[1],
): Promise<Post> {
  const created = await createPostViaApi(author, post);
  await startAs(page, viewer);
  await page.goto(`/post/${created.slug}`);
  return created;
}

/** A post as the API answers it now (views included). */
export async function fetchPost(slug: string): Promise<Post> {
  const response = await (await apiContext()).get('/api/post/getposts', { params: { slug } });
  const { posts } = (await response.json()) as { posts: Post[] };
  if (!posts[0]) throw new Error(`No post ${slug}`);
  return posts[0];
}

/** The cover of the oldest post: a seeded demo image, stored with its variants. */
export async function demoCover(): Promise<string> {
  const response = await (
    await apiContext()
  ).get('/api/post/getposts', { params: { sort: 'asc', limit: 1 } });
  const { posts } = (await response.json()) as { posts: Post[] };
  if (!posts[0]?.image) throw new Error('The oldest post has no cover');
  return posts[0].image;
}

export async function totalPosts(): Promise<number> {
  const response = await (await apiContext()).get('/api/post/getposts', { params: { limit: 1 } });
  return ((await response.json()) as { totalPosts: number }).totalPosts;
}

/** A real PNG (a warm gradient) made here, so the server's image checks accept it. */
export function pngImage(width = 96, height = 54): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows.set(
        [239, 106 + Math.round((x / width) * 80), 44 + Math.round((y / height) * 60)],
        row + 1 + x * 3,
      );
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A short random suffix that keeps titles of different runs and tests apart. */
export const uniqueSuffix = () => Math.random().toString(36).slice(2, 8);

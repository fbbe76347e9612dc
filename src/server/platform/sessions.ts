import { and, eq, lt } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

/** A session's last use is written at most this often, not on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** What a session records about the device that opened it: never the raw header or address. */
export interface ClientSummary {
  device: string;
  browser: string;
  network: string;
}

/** The network an address belongs to: its /24 for IPv4, its /64 for IPv6. */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return 'unknown';
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') {
    const [a, b, c] = (parsed as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const DEVICES: [RegExp, string][] = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Android.*Mobile/, 'Android phone'],
  [/Android/, 'Android tablet'],
  [/CrOS/, 'Chromebook'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Windows/, 'Windows PC'],
  [/Linux/, 'Linux PC'],
];

const firstMatch = (table: [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** The device and browser a user agent names, in words a person recognizes. */
export function summarizeUserAgent(userAgent: string | undefined): {
  device: string;
  browser: string;
} {
  const text = (userAgent ?? '').slice(0, 512);
  return {
    device: firstMatch(DEVICES, text) ?? 'Unknown device',
    browser: firstMatch(BROWSERS, text) ?? (text ? 'Other app' : 'Unknown app'),
  };
}

export function summarizeClient(userAgent: string | undefined, address: string): ClientSummary {
  return { ...summarizeUserAgent(userAgent), network: networkOf(address) };
}

/**
 * Records a new session and answers its id. Its owner's expired sessions are dropped at the same
 * time, so the table holds the living ones and a few that expired since the last sign-in.
 */
export async function recordSession(
  db: Database,
  userId: string,
  client: ClientSummary,
  times: { now: Date; expiresAt: Date; provenAt: Date | null },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, times.now)));
    const [row] = await tx
      .insert(sessions)
      .values({
        userId,
        ...client,
        createdAt: times.now,
        lastUsedAt: times.now,
        expiresAt: times.expiresAt,
        provenAt: times.provenAt,
      })
      .returning({ id: sessions.id });
    return row!.id;
  });
}

/** Notes a use of the session, unless one was noted within the last minute. */
export async function touchSession(db: Database, sessionId: string, network: string, now: Date) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now, network })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
      ),
    );
}

/** The owner just proved to be present on this session (password, second factor). */
export async function recordProof(db: Database, sessionId: string, at: Date) {
  await db.update(sessions).set({ provenAt: at }).where(eq(sessions.id, sessionId));
}

/** A renewed token lives longer: so does its session's row. */
export async function extendSession(db: Database, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

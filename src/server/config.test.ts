import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has laptop defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      database: { kind: 'embedded' },
      seedDemo: true,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('uses PostgreSQL and skips the demo seed when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://hearth@localhost/hearth' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://hearth@localhost/hearth',
    });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL /],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid configuration: PUBLIC_URL /],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32/],
    [{ SEED_DEMO: 'maybe' }, /^Invalid configuration: SEED_DEMO must be true or false/],
    [
      { ADMIN_USERNAME: 'root' },
      /ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    ],
    [{ VAPID_PUBLIC_KEY: 'short' }, /^Invalid configuration: VAPID_PUBLIC_KEY must be/],
    [
      { VAPID_PRIVATE_KEY: 'a'.repeat(43) },
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    ],
    [{ VAPID_SUBJECT: 'hearth.example' }, /^Invalid configuration: VAPID_SUBJECT must be/],
    [{ METRICS_TOKEN: 'guessable' }, /^Invalid configuration: METRICS_TOKEN must be at least 16/],
    [{ METRICS_PORT: '91OO' }, /^Invalid configuration: METRICS_PORT must be a port number/],
    [{ METRICS_PORT: '3000' }, /^Invalid configuration: METRICS_PORT must differ from PORT/],
    [{ SHUTDOWN_TIMEOUT_MS: '0' }, /^Invalid configuration: SHUTDOWN_TIMEOUT_MS /],
  ])('refuses %o with one line naming the variable', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(message);
  });

  it('takes the first admin account from the environment', () => {
    const config = loadConfig({
      ADMIN_USERNAME: 'root',
      ADMIN_EMAIL: 'root@example.org',
      ADMIN_PASSWORD: 'correct horse',
    });
    expect(config.admin).toEqual({
      username: 'root',
      email: 'root@example.org',
      password: 'correct horse',
    });
  });

  it('signs web push as the contact address unless told otherwise', () => {
    expect(loadConfig({ CONTACT_EMAIL: 'team@hearth.example' }).vapid).toEqual({
      keys: undefined,
      subject: 'mailto:team@hearth.example',
    });
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    expect(loadConfig({ ...keys, VAPID_SUBJECT: 'https://hearth.example' }).vapid).toEqual({
      keys: { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43) },
      subject: 'https://hearth.example',
    });
  });

  it('believes X-Forwarded-For only through the proxies the operator names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.2', '10.1.0.0/16', '::1', 'loopback'],
    });
  });

  it.each([
    ['true', /TRUST_PROXY=true would believe X-Forwarded-For entries that clients write/],
    ['yes', /TRUST_PROXY=true would believe/],
    ['proxy.local', /TRUST_PROXY must be a number of proxies or .* \("proxy.local" is neither\)/],
    ['10.0.0.0/33', /"10.0.0.0\/33" is neither/],
    ['10.0.0.1,', /"" is neither/],
  ])('refuses TRUST_PROXY=%s with one line saying what it takes', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it('reads the per-user limits, with defaults', () => {
    const { userLimits } = loadConfig({ COMMENT_RATE_LIMIT_PER_MINUTE: '3' });
    expect(userLimits.comment).toEqual({ max: 3, windowMs: 60_000 });
    expect(userLimits.publisherRequest).toEqual({ max: 5, windowMs: 86_400_000 });
    expect(() => loadConfig({ LIKE_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /^Invalid configuration: LIKE_RATE_LIMIT_PER_MINUTE /,
    );
  });

  it('serves metrics only where asked, and waits 10 s for a graceful shutdown by default', () => {
    expect(loadConfig({})).toMatchObject({ metrics: {}, shutdownTimeoutMs: 10_000 });
    expect(
      loadConfig({
        METRICS_TOKEN: 'a-token-of-sixteen+',
        METRICS_PORT: '9464',
        SHUTDOWN_TIMEOUT_MS: '2500',
      }),
    ).toMatchObject({
      metrics: { token: 'a-token-of-sixteen+', port: 9464 },
      shutdownTimeoutMs: 2500,
    });
    expect(loadConfig({ METRICS_TOKEN: '', METRICS_PORT: '' }).metrics).toEqual({
      token: undefined,
      port: undefined,
    });
  });

  it("adds the operator's STATEMENT_NOTE to statements, line breaks written as \\n", () => {
    expect(loadConfig({}).statementNote).toBeUndefined();
    expect(loadConfig({ STATEMENT_NOTE: '  ' }).statementNote).toBeUndefined();
    expect(
      loadConfig({ STATEMENT_NOTE: 'Registered charity 123.\\nGifts are tax-deductible.' })
        .statementNote,
    ).toBe('Registered charity 123.\nGifts are tax-deductible.');
    expect(() => loadConfig({ STATEMENT_NOTE: 'x'.repeat(2001) })).toThrow(
      'Invalid configuration: STATEMENT_NOTE must be at most 2000 characters',
    );
    expect(() => loadConfig({ STATEMENT_NOTE: 'bell\u0007' })).toThrow(
      'Invalid configuration: STATEMENT_NOTE must not contain control characters',
    );
    expect(loadConfig({}).statementMailIntervalMs).toBe(600_000);
  });
});

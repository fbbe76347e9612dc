import { parse as legacyParse } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KNOWN_PUSH_SERVICE_HOSTS } from '../../config.ts';
import { isKnownPushService } from './push-services.ts';

describe('isKnownPushService', () => {
  // The shapes the browsers' push services hand out (tokens made up, alphabets as served).
  it.each([
    'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHx-Zt_3qLm0vYcN8rKpE2sW7uJfB1oT6iGdA5',
    'https://fcm.googleapis.com/wp/fT3xq9LmZ0A:APA91bE_k2Jd-8Qw7xVnYp4Hs1Lc6Ur0Ti3Oe5Ga9Mb',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABn3xK9_q2LmZ0-YcN8rKpE2sW7uJfB1oT6',
    'https://updates.push.services.mozilla.com/wpush/v1/gAAAAABn3xK9q2LmZ0YcN8rKpE2sW7uJfB1oT6==',
    'https://web.push.apple.com/QGx3Yd-Lm0_vYcN8rKpE2sW7uJfB1oT6iGdA5Hs1Lc6Ur0Ti3Oe',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB3xK9q2LmZ0%2fYcN8rKp%2bE2sW7uJ%3d',
    'https://db5p.notify.windows.com/?token=AwYAAAB3xK9q2LmZ0YcN8rKpE2sW7uJ%3d%3d',
  ])('accepts the browsers’ push services: %s', (endpoint) => {
    expect(isKnownPushService(endpoint, KNOWN_PUSH_SERVICE_HOSTS)).toBe(true);
  });

  it.each([
    'https://169.254.169.254/latest/meta-data',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com.example/x',
    'https://notify.windows.com@evil.example/x',
    'https://fcm.googleapis.com/x?next=https://evil.example',
    'not a url',
  ])('refuses any other host, and anything but a plain URL: %s', (endpoint) => {
    expect(isKnownPushService(endpoint, KNOWN_PUSH_SERVICE_HOSTS)).toBe(false);
  });
});

describe('isKnownPushService against the two URL parsers', () => {
  // Every character up to U+02FF, and the Unicode ones that hosts fold or drop, in each place of
  // an endpoint where the WHATWG `URL` and Node's legacy `url.parse` (what delivery uses) may
  // split it differently. Whatever is accepted must go, by both parsers, to a known service.
  const characters = [
    ...Array.from({ length: 0x300 }, (_, code) => String.fromCharCode(code)),
    '\u00ad',
    '\u200b',
    '\u2024',
    '\u3002',
    '\uff0e',
    '\uff0f',
    '\ufe6b',
    '\uff20',
  ];
  const known = 'fcm.googleapis.com';
  const places = [
    (c: string) => `https://127.0.0.1${c}${known}/x`,
    (c: string) => `https://127.0.0.1${c}.${known}/x`,
    (c: string) => `https://${known}${c}127.0.0.1/x`,
    (c: string) => `https://${known}${c}@127.0.0.1/x`,
    (c: string) => `https:${c}//${known}/x`,
    (c: string) => `https://${c}${known}/x`,
    (c: string) => `https://${known}/${c}@127.0.0.1/x`,
  ];
  const endpoints = places.flatMap((place) => characters.map(place));

  it(`sends nowhere but a known service, for ${endpoints.length} endpoints`, () => {
    const misdirected = endpoints.filter((endpoint) => {
      if (!isKnownPushService(endpoint, KNOWN_PUSH_SERVICE_HOSTS)) return false;
      const legacyHost = legacyParse(endpoint).hostname ?? '';
      const whatwgHost = new URL(endpoint).hostname;
      return legacyHost !== whatwgHost || !legacyHost.endsWith(known);
    });
    expect(misdirected).toEqual([]);
  });

  it('refuses every endpoint whose host is not only letters, digits, dots and hyphens', () => {
    const accepted = endpoints.filter((endpoint) =>
      isKnownPushService(endpoint, KNOWN_PUSH_SERVICE_HOSTS),
    );
    for (const endpoint of accepted) {
      expect(new URL(endpoint).hostname).toMatch(/^[a-z0-9.-]+$/);
    }
    // Only the characters that leave a plain host of a known service get through.
    expect(accepted.length).toBeLessThan(endpoints.length / 50);
  });
});

import { describe, expect, it } from 'vitest';
import { KNOWN_PUSH_SERVICE_HOSTS } from '../../config.ts';
import { isKnownPushService } from './push-services.ts';

describe('isKnownPushService', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('accepts the browsers’ push services: %s', (endpoint) => {
    expect(isKnownPushService(endpoint, KNOWN_PUSH_SERVICE_HOSTS)).toBe(true);
  });

  it.each([
    'https://169.254.169.254/latest/meta-data',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com.example/x',
    'https://notify.windows.com@evil.example/x',
    'not a url',
  ])('refuses any other host: %s', (endpoint) => {
    expect(isKnownPushService(endpoint, KNOWN_PUSH_SERVICE_HOSTS)).toBe(false);
  });
});

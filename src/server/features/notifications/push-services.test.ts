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

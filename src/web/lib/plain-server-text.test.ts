import { describe, expect, it } from 'vitest';
import { BAD_ADDRESS_TEXT, BAD_REQUEST_TEXT, plainServerText } from './plain-server-text.ts';

describe('plainServerText', () => {
  it.each(['Invalid id', 'Invalid post id', 'Invalid query parameter: slug[$ne]'])(
    'puts the address check %s in plain words',
    (raw) => expect(plainServerText(raw)).toBe(BAD_ADDRESS_TEXT),
  );

  it.each(['Invalid request', 'Invalid input: expected string, received number'])(
    'puts the request check %s in plain words',
    (raw) => expect(plainServerText(raw)).toBe(BAD_REQUEST_TEXT),
  );

  it.each([
    'Wrong username, e-mail or password',
    'Invalid or expired verification link',
    'Invalid image',
  ])('leaves a message meant for people as it is: %s', (message) =>
    expect(plainServerText(message)).toBe(message),
  );
});

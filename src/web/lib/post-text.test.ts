import { describe, expect, it } from 'vitest';
import { excerpt, readingMinutes } from './post-text.ts';

describe('readingMinutes', () => {
  it('is the content length divided by 1000, rounded, and at least 1', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('x'.repeat(1499))).toBe(1);
    expect(readingMinutes('x'.repeat(1500))).toBe(2);
    expect(readingMinutes('x'.repeat(7400))).toBe(7);
  });
});

describe('excerpt', () => {
  it('keeps short texts whole and cuts long ones with an ellipsis', () => {
    expect(excerpt('short', 150)).toBe('short');
    expect(excerpt('a'.repeat(151), 150)).toBe(`${'a'.repeat(150)}…`);
  });
});

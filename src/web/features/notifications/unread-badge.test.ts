import { describe, expect, it } from 'vitest';
import { unreadBadge } from './unread-badge.ts';

describe('the bell badge', () => {
  it('shows the count up to 99 and 99+ beyond', () => {
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(unreadBadge(12_345)).toBe('99+');
  });
});

import { describe, expect, it } from 'vitest';
import { notificationLink, type NotificationType } from './notifications.ts';

const link = (type: NotificationType, isAdmin = false) =>
  notificationLink({ type, postSlug: 'spring-walk', donationId: 'case-1' }, isAdmin);

describe('where a notification leads (the spec list)', () => {
  it('reports and publisher requests lead admins to the dashboard and others home', () => {
    expect(link('report', true)).toBe('/dashboard?tab=reports');
    expect(link('report')).toBe('/');
    expect(link('publisher_request', true)).toBe('/dashboard?tab=requests');
    expect(link('publisher_request')).toBe('/');
  });

  it('donation types lead to the case', () => {
    expect(link('new_donation')).toBe('/donate/case-1');
    expect(link('donation_received', true)).toBe('/donate/case-1');
    expect(link('donation_update')).toBe('/donate/case-1');
  });

  it("a followed author's new narrative leads to the narrative", () => {
    expect(link('new_narrative')).toBe('/narrative/spring-walk');
  });

  it.each(['comment', 'reply', 'like_comment', 'mention', 'new_post'] as const)(
    '%s leads to the post',
    (type) => expect(link(type)).toBe('/post/spring-walk'),
  );
});

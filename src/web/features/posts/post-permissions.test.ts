import { describe, expect, it } from 'vitest';
import { postPermissions } from './post-permissions.ts';

const post = { userId: { _id: 'author' } };
const user = (id: string, isAdmin = false) => ({ _id: id, isAdmin, isPublisher: !isAdmin });

describe('postPermissions (the post page options menu)', () => {
  it('gives the owner Edit and Delete, and nothing to report', () => {
    expect(postPermissions(post, user('author'))).toEqual({
      canManage: true,
      canReportFromMenu: false,
      hasReportButton: false,
    });
  });

  it('gives an admin who is not the owner Edit, Delete and Report Post, but no Report button', () => {
    expect(postPermissions(post, user('admin', true))).toEqual({
      canManage: true,
      canReportFromMenu: true,
      hasReportButton: false,
    });
  });

  it('gives an admin who owns the post Edit and Delete only', () => {
    expect(postPermissions(post, user('author', true))).toEqual({
      canManage: true,
      canReportFromMenu: false,
      hasReportButton: false,
    });
  });

  it('gives another signed-in user Report Post and the Report button', () => {
    expect(postPermissions(post, user('reader'))).toEqual({
      canManage: false,
      canReportFromMenu: true,
      hasReportButton: true,
    });
  });

  it('gives a visitor Report Post only (the dialog asks them to sign in)', () => {
    expect(postPermissions(post, null)).toEqual({
      canManage: false,
      canReportFromMenu: true,
      hasReportButton: false,
    });
  });

  it('treats a post whose author is gone as nobody’s', () => {
    expect(postPermissions({ userId: null }, user('reader')).canManage).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { postPermissions } from './post-permissions.ts';

/** The `can` the server sends each viewer (`postCan`, tested per role in the contracts). */
const owner = { edit: true, delete: true, report: false };
const adminNotOwner = { edit: true, delete: true, report: true };
const reader = { edit: false, delete: false, report: true };
const visitor = { edit: false, delete: false, report: false };

describe('postPermissions (the post page options menu)', () => {
  it.each([
    ['the owner (or an admin who owns it): Edit and Delete only', owner, true, false, false],
    [
      'an admin who is not the owner: Edit, Delete and Report Post, no button',
      adminNotOwner,
      true,
      true,
      false,
    ],
    ['another signed-in user: Report Post and the Report button', reader, false, true, true],
    ['a visitor: Report Post only (the dialog asks them to sign in)', visitor, false, true, false],
  ])('gives %s', (_, can, canManage, canReportFromMenu, hasReportButton) => {
    expect(postPermissions({ can })).toEqual({ canManage, canReportFromMenu, hasReportButton });
  });
});

import { describe } from 'vitest';
import { canUseAdminTabs, canUseAuthorTabs } from './dashboard.ts';
import { itAnswersByRole } from './test-roles.ts';

describe("the dashboard's tabs", () => {
  itAnswersByRole(
    { canUseAdminTabs, canUseAuthorTabs },
    {
      visitor: [false, false],
      user: [false, false],
      publisher: [false, true],
      admin: [true, true],
    },
  );
});

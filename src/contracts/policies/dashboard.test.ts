import { describe } from 'vitest';
import { canUseAdminTabs, canUseAuthorTabs } from './dashboard.ts';
import { itAllows } from './test-roles.ts';

describe("the dashboard's tabs", () => {
  itAllows(canUseAdminTabs, ['admin']);
  itAllows(canUseAuthorTabs, ['publisher', 'admin']);
});

import { describe } from 'vitest';
import { canReadAudit } from './audit.ts';
import { itAllows } from './test-roles.ts';

describe('reading the audit log', () => {
  itAllows(canReadAudit, ['admin']);
});

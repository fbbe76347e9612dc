import { describe } from 'vitest';
import { canReadAudit } from './audit.ts';
import { itAnswersByRole } from './test-roles.ts';

describe('reading the audit log', () => {
  itAnswersByRole(
    { canReadAudit },
    { visitor: [false], user: [false], publisher: [false], admin: [true] },
  );
});

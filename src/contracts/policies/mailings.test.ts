import { describe } from 'vitest';
import { canReadMailings } from './mailings.ts';
import { itAllows } from './test-roles.ts';

describe("reading mailings' status", () => {
  itAllows(canReadMailings, ['admin']);
});

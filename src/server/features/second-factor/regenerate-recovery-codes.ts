import { SECOND_FACTOR_MESSAGES } from '#contracts/second-factor.ts';
import { hasSecondFactor } from '../../platform/admin-second-factor.ts';
import type { Viewer } from '../../platform/auth.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';

/** Ten new recovery codes; the old ones, used or not, stop working. */
export async function regenerateRecoveryCodes(
  services: Pick<Services, 'db'>,
  viewer: Viewer,
): Promise<string[]> {
  if (!(await hasSecondFactor(services.db, viewer.id))) {
    throw badRequest(SECOND_FACTOR_MESSAGES.noFactor);
  }
  return services.db.transaction((tx) => replaceRecoveryCodes(tx, viewer.id));
}

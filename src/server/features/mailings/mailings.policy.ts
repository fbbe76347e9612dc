import { canReadMailings } from '#contracts/policies/mailings.ts';
import { ADMIN_ONLY_MESSAGE, type Viewer } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';

export function authorizeMailingsRead(viewer: Viewer) {
  if (!canReadMailings(viewer)) throw forbidden(ADMIN_ONLY_MESSAGE);
}

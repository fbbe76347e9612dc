import { canReadAudit } from '#contracts/policies/audit.ts';
import { ADMIN_ONLY_MESSAGE, type Viewer } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';

export function authorizeAuditRead(viewer: Viewer) {
  if (!canReadAudit(viewer)) throw forbidden(ADMIN_ONLY_MESSAGE);
}

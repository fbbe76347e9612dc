/**
 * The web's pages whose address carries a secret (the mailed links). The server's logs redact
 * the parameters of these that `isSecretParameter` names, as they do those of API routes.
 */
export const SECRET_LINK_PAGES = [
  '/reset-password/:userId/:token',
  '/users/:userId/verify/:token',
  '/users/:userId/confirm-email/:token',
  '/users/:userId/undo-email-change/:token',
  '/giving-record/:token',
  '/monthly-gift/:token',
] as const;

/** Whether a path parameter, by its name, carries a secret (a token, a checkout session). */
export const isSecretParameter = (name: string) =>
  /^(token|secret|signature|ticket|code|key|nonce|sessionId)$|(Token|Secret|Signature|Key|Code)$/.test(
    name,
  );

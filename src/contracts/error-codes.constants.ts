/**
 * The `code`s an error answer may carry beside its message, for clients that act on them. Apart
 * from the other constants, so the web's API client loads only these few bytes on every page.
 */

/** The `code` of the 403 an admin gets while `ADMIN_SECOND_FACTOR=required` and they have none. */
export const SECOND_FACTOR_REQUIRED_CODE = 'second_factor_required';

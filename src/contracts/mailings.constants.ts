/** Mailings per page of `GET /api/mailings` (the admins' Mailings tab). */
export const MAILINGS_PAGE_SIZE = 20;

/** Updates shown per page of a case. */
export const CASE_UPDATES_PAGE_SIZE = 5;

export const CASE_UPDATE_TITLE_MAX = 200;

/** A short body: a few paragraphs, as HTML. */
export const CASE_UPDATE_BODY_MAX = 5_000;

export const CASE_UPDATE_MESSAGES = {
  titleRequired: 'Please give the update a title',
  titleTooLong: `The title can be at most ${CASE_UPDATE_TITLE_MAX} characters`,
  bodyRequired: 'Please write the update',
  bodyTooLong: 'The update is too long',
  invalidDate: 'Please give a valid date',
  invalidUnsubscribe: 'This unsubscribe link is not valid',
  invalidConfirmation: 'This confirmation link is not valid or has expired',
} as const;

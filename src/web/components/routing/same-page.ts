/**
 * Navigation state of an address change that keeps the page as it is (a new draft's own
 * address): the layout neither scrolls to the top nor moves focus for it.
 */
export const SAME_PAGE_STATE = { samePage: true } as const;

export const isSamePage = (state: unknown) =>
  typeof state === 'object' && state !== null && 'samePage' in state;

/**
 * Navigation state of a page change that ends a piece of work (a post published): focus goes to
 * the new page's heading once it draws, where reading its result starts.
 */
export const FOCUS_HEADING_STATE = { focusHeading: true } as const;

export const isFocusHeading = (state: unknown) =>
  typeof state === 'object' && state !== null && 'focusHeading' in state;

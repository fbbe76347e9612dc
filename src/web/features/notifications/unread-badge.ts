/** The bell's badge text: the unread count, capped at '99+' (the spec). */
export const unreadBadge = (count: number) => (count > 99 ? '99+' : String(count));

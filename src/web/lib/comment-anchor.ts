/** The page anchor of a comment or reply: `/post/{slug}#comment-{id}` opens the post at it. */
export const commentAnchor = (commentId: string) => `comment-${commentId}`;

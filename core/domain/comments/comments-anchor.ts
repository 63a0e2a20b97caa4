/** The comment block's anchor (its section's id): sort and load-more links come back to it. */
export const COMMENTS_ANCHOR = "comments";

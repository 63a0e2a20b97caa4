/** Longest comment text, in characters (code points) after trimming. */
export const COMMENT_TEXT_MAX = 5000;

/** Entries per page of the comments grid, for root comments and for replies alike (the spec gives none). */
export const COMMENTS_PER_PAGE = 10;

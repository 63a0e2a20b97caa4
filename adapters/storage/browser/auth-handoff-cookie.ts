/**
 * Set beside the auth cookie by a social login's callback (ADR 049): the server can only set cookies, so the page
 * takes the cookie's record into its store once, then clears this mark. (Its own module: the page's first load
 * reads it without the auth record's schema.)
 */
export const AUTH_HANDOFF_COOKIE = "shuyuan_auth_handoff";

/** The assignment that removes the hand-off mark. */
export const clearedHandoffAssignment = `${AUTH_HANDOFF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;

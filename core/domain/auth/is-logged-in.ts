/** Structural view of the current user: only the id decides. */
export type CurrentUserLike = { readonly id?: number | null } | null | undefined;

/** A visitor counts as logged in when the current user has an id above 0. */
export const isLoggedIn = (user: CurrentUserLike): boolean => typeof user?.id === "number" && user.id > 0;

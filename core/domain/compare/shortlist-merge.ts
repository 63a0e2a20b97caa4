import { isShortlisted, type ShortlistRef } from "./shortlist-item";
import { normalizeShortlist } from "./shortlist-normalize";

export type ShortlistMerge<T extends ShortlistRef> = { readonly items: readonly T[]; readonly dropped: readonly T[] };

/**
 * On login the visitor's local list joins the account's list: the account's items keep their places, then the
 * local items it lacks follow in their own order while their kind has room; the rest are reported as dropped.
 */
export const mergeShortlists = <T extends ShortlistRef>(
  server: readonly T[],
  local: readonly T[],
): ShortlistMerge<T> => {
  const items = normalizeShortlist([...normalizeShortlist(server), ...local]);
  const dropped = normalizeShortlist(local).filter((item) => !isShortlisted(items, item));
  return { items, dropped };
};

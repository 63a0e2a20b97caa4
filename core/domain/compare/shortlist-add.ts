import { err, ok, type Result } from "../shared/result";
import { countOfKind, isShortlisted, SHORTLIST_MAX_PER_KIND, type ShortlistRef } from "./shortlist-item";
import type { ShortlistError } from "./shortlist.errors";

/** Appends the item; one already there leaves the list as it is; a full kind is an error value. */
export const addToShortlist = <T extends ShortlistRef>(
  list: readonly T[],
  item: T,
): Result<readonly T[], ShortlistError> => {
  if (isShortlisted(list, item)) return ok(list);
  if (countOfKind(list, item.kind) >= SHORTLIST_MAX_PER_KIND) {
    return err({ _tag: "KindFull", kind: item.kind, max: SHORTLIST_MAX_PER_KIND });
  }
  return ok([...list, item]);
};

import { err, ok, type Result } from "../shared/result";
import { SHORTLIST_KINDS, SHORTLIST_MAX_PER_KIND, type ShortlistRef } from "./shortlist-item";
import { normalizeShortlist } from "./shortlist-normalize";
import type { ShortlistError } from "./shortlist.errors";

/**
 * Reads a list strictly (a client replacing its list): duplicates collapse into their first occurrence, but more
 * distinct items of one kind than the limit is an error value rather than a silent cut.
 */
export const validateShortlist = <T extends ShortlistRef>(
  items: readonly T[],
): Result<readonly T[], ShortlistError> => {
  const distinct = (kind: string) => new Set(items.filter((item) => item.kind === kind).map((item) => item.id)).size;
  const full = SHORTLIST_KINDS.find((kind) => distinct(kind) > SHORTLIST_MAX_PER_KIND);
  if (full !== undefined) return err({ _tag: "KindFull", kind: full, max: SHORTLIST_MAX_PER_KIND });
  return ok(normalizeShortlist(items));
};

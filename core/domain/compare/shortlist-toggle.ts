import { ok, type Result } from "../shared/result";
import { addToShortlist } from "./shortlist-add";
import { isShortlisted, type ShortlistRef } from "./shortlist-item";
import { removeFromShortlist } from "./shortlist-remove";
import type { ShortlistError } from "./shortlist.errors";

/** Removes a shortlisted item, adds any other (the «Сравнить» / «В сравнении» button). */
export const toggleInShortlist = <T extends ShortlistRef>(
  list: readonly T[],
  item: T,
): Result<readonly T[], ShortlistError> =>
  isShortlisted(list, item) ? ok(removeFromShortlist(list, item)) : addToShortlist(list, item);

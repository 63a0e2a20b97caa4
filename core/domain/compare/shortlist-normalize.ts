import { addToShortlist } from "./shortlist-add";
import type { ShortlistRef } from "./shortlist-item";

/**
 * Reads a list leniently (stored data, a list to merge): the first occurrence of an item wins and items beyond
 * the limit of their kind are dropped, so the result is always a valid shortlist.
 */
export const normalizeShortlist = <T extends ShortlistRef>(items: readonly T[]): readonly T[] =>
  items.reduce<readonly T[]>((list, item) => {
    const added = addToShortlist(list, item);
    return added.ok ? added.value : list;
  }, []);

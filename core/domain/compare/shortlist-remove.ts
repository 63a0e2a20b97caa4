import { sameItem, type ShortlistRef } from "./shortlist-item";

/** The list without the item; the others keep their order. Removing an absent item changes nothing. */
export const removeFromShortlist = <T extends ShortlistRef>(list: readonly T[], ref: ShortlistRef): readonly T[] =>
  list.filter((item) => !sameItem(item, ref));

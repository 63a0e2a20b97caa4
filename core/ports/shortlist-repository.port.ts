import type { Effect } from "effect";
import type { Shortlist, ShortlistRef } from "../domain/compare/shortlist-item";

/** Items named in a save that the catalogue does not have. */
export type UnknownShortlistItems = { readonly _tag: "UnknownItems"; readonly items: readonly ShortlistRef[] };

/** Users' shortlists: one ordered list per user; programs come back with their institution's id. */
export interface ShortlistRepository {
  /** The user's list in saved order; empty for a user who never saved one. */
  list(user_id: number): Promise<Shortlist>;
  /**
   * Replaces the user's whole list with these items (already deduplicated and within the limits). Nothing is
   * stored when any item is not in the catalogue: the error names every such item.
   */
  replace(user_id: number, items: readonly ShortlistRef[], now: Date): Effect.Effect<Shortlist, UnknownShortlistItems>;
}

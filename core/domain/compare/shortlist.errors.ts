import type { ShortlistKind } from "./shortlist-item";

/** Why an item cannot join the shortlist: its kind already has the most items allowed. */
export type ShortlistError = { readonly _tag: "KindFull"; readonly kind: ShortlistKind; readonly max: number };

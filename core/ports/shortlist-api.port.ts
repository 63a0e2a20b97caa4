import type { Shortlist, ShortlistRef } from "../domain/compare/shortlist-item";

/** Why saving the list failed: not signed in, refused by the rules (too many, unknown items), or no answer. */
export type ShortlistSaveFailure =
  | { readonly _tag: "SignInRequired" }
  | { readonly _tag: "Rejected"; readonly messages: readonly string[] }
  | { readonly _tag: "Unavailable" };

export type ShortlistSaveOutcome = { readonly _tag: "Saved"; readonly items: Shortlist } | ShortlistSaveFailure;

/** The signed-in user's shortlist on the server (/api/ru/v1/shortlist). */
export interface ShortlistApi {
  /** GET: the list; null for a visitor (401) or when the call fails. */
  get(): Promise<Shortlist | null>;
  /** PUT: replaces the list with these items, in this order. */
  put(items: readonly ShortlistRef[]): Promise<ShortlistSaveOutcome>;
}

/** Why a text could not be read as (or turned into) a slug. */
export type SlugError =
  /** Not a slug ending in a dash plus digits. */
  | { readonly _tag: "NotEntitySlug"; readonly input: string }
  /** Not `${id}-${username}` with a positive id and a non-empty username. */
  | { readonly _tag: "NotProfileSlug"; readonly input: string }
  /** The digits do not fit a safe integer. */
  | { readonly _tag: "IdOutOfRange"; readonly input: string }
  /** Nothing sluggable is left: the text has no letters or digits. */
  | { readonly _tag: "EmptySlug"; readonly input: string };

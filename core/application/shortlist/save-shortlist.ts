import { Effect } from "effect";
import type { Shortlist, ShortlistRef } from "../../domain/compare/shortlist-item";
import { validateShortlist } from "../../domain/compare/shortlist-validate";
import type { ShortlistError } from "../../domain/compare/shortlist.errors";
import type { ShortlistRepository, UnknownShortlistItems } from "../../ports/shortlist-repository.port";
import { fromDomainResult } from "../shared/from-domain-result";

export type ShortlistDeps = Readonly<{ shortlists: ShortlistRepository }>;

export type SaveShortlistError = ShortlistError | UnknownShortlistItems;

/**
 * PUT /shortlist: the user's whole new list. Repeated items collapse into their first place; more than the limit
 * of one kind, or an item the catalogue does not have, refuses the save and keeps the stored list.
 */
export const saveShortlist = (
  deps: ShortlistDeps,
  user_id: number,
  refs: readonly ShortlistRef[],
  now: Date,
): Effect.Effect<Shortlist, SaveShortlistError> =>
  Effect.gen(function* () {
    const checked = yield* fromDomainResult(validateShortlist(refs.map(({ kind, id }) => ({ kind, id }))));
    return yield* deps.shortlists.replace(user_id, checked, now);
  });

import type { Shortlist, ShortlistRef } from "../../domain/compare/shortlist-item";
import { validateShortlist } from "../../domain/compare/shortlist-validate";
import type { ShortlistError } from "../../domain/compare/shortlist.errors";
import { err, type Result } from "../../domain/shared/result";
import type { ShortlistRepository, UnknownShortlistItems } from "../../ports/shortlist-repository.port";

export type ShortlistDeps = Readonly<{ shortlists: ShortlistRepository }>;

export type SaveShortlistError = ShortlistError | UnknownShortlistItems;

/**
 * PUT /shortlist: the user's whole new list. Repeated items collapse into their first place; more than the limit
 * of one kind, or an item the catalogue does not have, refuses the save and keeps the stored list.
 */
export async function saveShortlist(
  deps: ShortlistDeps,
  user_id: number,
  refs: readonly ShortlistRef[],
  now: Date,
): Promise<Result<Shortlist, SaveShortlistError>> {
  const checked = validateShortlist(refs.map(({ kind, id }) => ({ kind, id })));
  if (!checked.ok) return err(checked.error);
  return deps.shortlists.replace(user_id, checked.value, now);
}

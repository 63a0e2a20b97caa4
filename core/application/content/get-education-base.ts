import { Effect } from "effect";
import type { EducationBase } from "../../domain/catalogue/education-base";
import { parseEntitySlug } from "../../domain/route/slug/entity-slug";
import type { CatalogueReadRepository } from "../../ports/catalogue-read-repository.port";
import type { IdOrSlug } from "../../ports/content-repository.port";
import { foundOrNotFound, NOT_FOUND, type NotFound } from "./not-found";

export type GetEducationBaseDeps = { readonly catalogue: CatalogueReadRepository };

/** The id a reference names: its own, or the trailing digits of an entity slug. */
const idOf = (ref: IdOrSlug): number | null => {
  if (ref.kind === "id") return ref.id;
  const parsed = parseEntitySlug(ref.slug);
  return parsed.ok ? parsed.value.id : null;
};

/**
 * GET /education-bases/{id}: by id, or by an entity slug whose trailing digits are the id and which must equal the
 * stored slug (base slugs are unique only within an institution). Each successful read counts one view.
 */
export const getEducationBase = (
  { catalogue }: GetEducationBaseDeps,
  ref: IdOrSlug,
): Effect.Effect<EducationBase, NotFound> =>
  Effect.gen(function* () {
    const id = idOf(ref);
    if (id === null) return yield* Effect.fail(NOT_FOUND);
    const base = yield* foundOrNotFound(() => catalogue.educationBase(id));
    if (ref.kind === "slug" && base.slug !== ref.slug) return yield* Effect.fail(NOT_FOUND);
    if (!(yield* Effect.promise(() => catalogue.countEducationBaseView(id)))) return yield* Effect.fail(NOT_FOUND);
    return { ...base, views: base.views + 1 };
  });

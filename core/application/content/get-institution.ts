import { Effect } from "effect";
import type { Institution } from "../../domain/catalogue/institution";
import type { CatalogueReadRepository } from "../../ports/catalogue-read-repository.port";
import type { IdOrSlug } from "../../ports/content-repository.port";
import { foundOrNotFound, NOT_FOUND, type NotFound } from "./not-found";

export type GetInstitutionDeps = { readonly catalogue: CatalogueReadRepository };

/**
 * GET /institutions/{id}: the institution by id or by its exact slug ("tsinghua-university-12"), with the
 * viewer's rating, booking and votes. Each successful read counts one view, included in the answer.
 */
export const getInstitution = (
  { catalogue }: GetInstitutionDeps,
  ref: IdOrSlug,
  viewerId: number | null,
): Effect.Effect<Institution, NotFound> =>
  Effect.gen(function* () {
    const id = ref.kind === "id" ? ref.id : yield* foundOrNotFound(() => catalogue.institutionIdBySlug(ref.slug));
    if (!(yield* Effect.promise(() => catalogue.countInstitutionView(id)))) return yield* Effect.fail(NOT_FOUND);
    return yield* foundOrNotFound(() => catalogue.institution(id, viewerId));
  });

import type { Institution } from "../../domain/catalogue/institution";
import { err, ok, type Result } from "../../domain/shared/result";
import type { CatalogueReadRepository } from "../../ports/catalogue-read-repository.port";
import type { IdOrSlug } from "../../ports/content-repository.port";
import { NOT_FOUND, type NotFound } from "./not-found";

export type GetInstitutionDeps = { readonly catalogue: CatalogueReadRepository };

/**
 * GET /institutions/{id}: the institution by id or by its exact slug ("tsinghua-university-12"), with the
 * viewer's rating, booking and votes. Each successful read counts one view, included in the answer.
 */
export const getInstitution = async (
  { catalogue }: GetInstitutionDeps,
  ref: IdOrSlug,
  viewerId: number | null,
): Promise<Result<Institution, NotFound>> => {
  const id = ref.kind === "id" ? ref.id : await catalogue.institutionIdBySlug(ref.slug);
  if (id === null || !(await catalogue.countInstitutionView(id))) return err(NOT_FOUND);
  const institution = await catalogue.institution(id, viewerId);
  return institution === null ? err(NOT_FOUND) : ok(institution);
};

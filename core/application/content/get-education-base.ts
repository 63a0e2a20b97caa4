import type { EducationBase } from "../../domain/catalogue/education-base";
import { parseEntitySlug } from "../../domain/route/slug/entity-slug";
import { err, ok, type Result } from "../../domain/shared/result";
import type { CatalogueReadRepository } from "../../ports/catalogue-read-repository.port";
import type { IdOrSlug } from "../../ports/content-repository.port";
import { NOT_FOUND, type NotFound } from "./not-found";

export type GetEducationBaseDeps = { readonly catalogue: CatalogueReadRepository };

/**
 * GET /education-bases/{id}: by id, or by an entity slug whose trailing digits are the id and which must equal the
 * stored slug (base slugs are unique only within an institution). Each successful read counts one view.
 */
export const getEducationBase = async (
  { catalogue }: GetEducationBaseDeps,
  ref: IdOrSlug,
): Promise<Result<EducationBase, NotFound>> => {
  const parsed = ref.kind === "id" ? ok({ id: ref.id }) : parseEntitySlug(ref.slug);
  if (!parsed.ok) return err(NOT_FOUND);
  const { id } = parsed.value;
  const base = await catalogue.educationBase(id);
  if (base === null || (ref.kind === "slug" && base.slug !== ref.slug)) return err(NOT_FOUND);
  if (!(await catalogue.countEducationBaseView(id))) return err(NOT_FOUND);
  return ok({ ...base, views: base.views + 1 });
};

import type { DegreeProgram } from "../../domain/catalogue/degree-program";
import { err, ok, type Result } from "../../domain/shared/result";
import type { CatalogueReadRepository } from "../../ports/catalogue-read-repository.port";
import { NOT_FOUND, type NotFound } from "./not-found";

export type GetDegreeProgramDeps = { readonly catalogue: CatalogueReadRepository };

export type DegreeProgramLookup = { readonly institutionId: number; readonly slug: string };

/** GET /degree-program: a degree program of one institution by its slug, with its education bases. */
export const getDegreeProgram = async (
  { catalogue }: GetDegreeProgramDeps,
  { institutionId, slug }: DegreeProgramLookup,
): Promise<Result<DegreeProgram, NotFound>> => {
  const program = await catalogue.degreeProgram(institutionId, slug);
  return program === null ? err(NOT_FOUND) : ok(program);
};

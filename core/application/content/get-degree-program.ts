import type { Effect } from "effect";
import type { DegreeProgram } from "../../domain/catalogue/degree-program";
import type { CatalogueReadRepository } from "../../ports/catalogue-read-repository.port";
import { foundOrNotFound, type NotFound } from "./not-found";

export type GetDegreeProgramDeps = { readonly catalogue: CatalogueReadRepository };

export type DegreeProgramLookup = { readonly institutionId: number; readonly slug: string };

/** GET /degree-program: a degree program of one institution by its slug, with its education bases. */
export const getDegreeProgram = (
  { catalogue }: GetDegreeProgramDeps,
  { institutionId, slug }: DegreeProgramLookup,
): Effect.Effect<DegreeProgram, NotFound> => foundOrNotFound(() => catalogue.degreeProgram(institutionId, slug));

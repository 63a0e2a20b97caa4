import type { DegreeProgram } from "../catalogue/degree-program";
import type { Institution } from "../catalogue/institution";
import { hskRequirement } from "../hsk/hsk-requirement";
import { programPrice } from "../price/program-price";
import type { CompareFacts } from "./compare-facts";
import { grantKindsOf } from "./grant-kinds";
import { languageTitles } from "./language-titles";
import { nextAdmission } from "./next-admission";

export type RankedInstitution = Pick<Institution, "rank_place_world" | "rank_place_country">;

/** A degree program's row values: its bases' paid price range (ADR 032), types, dates and HSK levels; the ranks of its institution. */
export const programFacts = (
  program: Pick<DegreeProgram, "education_bases" | "education_langs">,
  institution: RankedInstitution,
  now: Date,
): CompareFacts => ({
  price: programPrice(program).range,
  rank: { world: institution.rank_place_world, country: institution.rank_place_country },
  grantKinds: grantKindsOf(program.education_bases.map((base) => base.type)),
  languages: languageTitles(program.education_langs),
  nextAdmission: nextAdmission(program.education_bases, now),
  hsk: hskRequirement(program.education_bases.map((base) => base.extra.hsk_level)),
});

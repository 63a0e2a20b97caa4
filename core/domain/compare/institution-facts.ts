import type { Institution } from "../catalogue/institution";
import { hskRequirement } from "../hsk/hsk-requirement";
import { programPrice } from "../price/program-price";
import type { CompareFacts } from "./compare-facts";
import { grantKindsOf } from "./grant-kinds";
import { languageTitles } from "./language-titles";
import { nextAdmission } from "./next-admission";

type ComparedInstitution = Pick<
  Institution,
  "price" | "rank_place_world" | "rank_place_country" | "has_grants" | "degree_programs"
>;

/**
 * An institution's row values over all education bases of all its programs. The price is the paid range (a free
 * grant base does not make it free, ADR 032); its own `price` (the lowest price) stands in for the lower bound when
 * no base names one.
 */
export const institutionFacts = (institution: ComparedInstitution, now: Date): CompareFacts => {
  const bases = institution.degree_programs.flatMap((program) => program.education_bases);
  const { range } = programPrice({ education_bases: bases });
  const min = range.min ?? institution.price;
  return {
    price: { min, max: range.max !== null && min !== null && range.max < min ? null : range.max },
    rank: { world: institution.rank_place_world, country: institution.rank_place_country },
    grantKinds: grantKindsOf(
      bases.map((base) => base.type),
      institution.has_grants,
    ),
    languages: languageTitles(institution.degree_programs.flatMap((program) => program.education_langs)),
    nextAdmission: nextAdmission(bases, now),
    hsk: hskRequirement(bases.map((base) => base.extra.hsk_level)),
  };
};

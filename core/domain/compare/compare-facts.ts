import type { PriceRange } from "../price/price-range";
import type { HskRequirement } from "../hsk/hsk-requirement";
import type { AdmissionMilestone } from "./next-admission";

/** Which kinds of funded places are on offer (education base types 1 and 2). */
export type GrantKinds = { readonly grants: boolean; readonly scholarships: boolean };

/** The rows of the comparison table for one column; null where the data says nothing. */
export type CompareFacts = {
  readonly price: PriceRange;
  readonly rank: { readonly world: number | null; readonly country: number | null };
  readonly grantKinds: GrantKinds;
  /** Titles of the languages of instruction, each once, in the order the data first names them. */
  readonly languages: readonly string[];
  readonly nextAdmission: AdmissionMilestone | null;
  readonly hsk: HskRequirement | null;
};

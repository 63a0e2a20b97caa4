import type { DegreeProgram } from "./degree-program";
import type { EducationBase } from "./education-base";
import type { Institution } from "./institution";

/** The quick-order dialog of an institution page and the offer it was opened for. */
export type QuickOrder = {
  readonly open: boolean;
  readonly degree_program_id: number | null;
  readonly education_base_id: number | null;
};

/** What the institution, degree program and education base pages hold (spec 3). */
export type InstitutionPageState = {
  readonly institution: Institution | null;
  readonly educationBase: EducationBase | null;
  readonly degreeProgram: DegreeProgram | null;
  readonly degreePrograms: readonly DegreeProgram[];
  readonly quick_order: QuickOrder;
};

export const EMPTY_INSTITUTION_PAGE_STATE: InstitutionPageState = {
  institution: null,
  educationBase: null,
  degreeProgram: null,
  degreePrograms: [],
  quick_order: { open: false, degree_program_id: null, education_base_id: null },
};

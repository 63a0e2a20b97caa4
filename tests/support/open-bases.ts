import type { APIRequestContext } from "@playwright/test";
import { admissionAvailability } from "../../core/domain/admission/admission-availability";
import { canApply } from "../../core/domain/admission/can-apply";
import type { DegreeProgram } from "../../core/domain/catalogue/degree-program";
import type { EducationBase } from "../../core/domain/catalogue/education-base";
import type { Institution } from "../../core/domain/catalogue/institution";

export type OpenBase = { institution: Institution; program: DegreeProgram; base: EducationBase };

/**
 * The nth education base of the seeded catalogue that takes applications (ADR 032: a full or closed one offers no
 * «Подать заявку»), with its institution and program, read from the API in catalogue order.
 */
export async function openEducationBase(request: APIRequestContext, nth = 0): Promise<OpenBase> {
  const grid = (await (await request.get("/api/ru/v1/institutions/grid?page=1&per_page=40")).json()) as {
    data: { id: number }[];
  };
  let seen = 0;
  for (const { id } of grid.data) {
    const institution = (await (await request.get(`/api/ru/v1/institutions/${id}`)).json()) as Institution;
    for (const program of institution.degree_programs) {
      for (const base of program.education_bases) {
        if (!canApply(admissionAvailability(base))) continue;
        if (seen === nth) return { institution, program, base };
        seen += 1;
      }
    }
  }
  throw new Error(`The seeded catalogue has fewer than ${nth + 1} education bases that take applications`);
}

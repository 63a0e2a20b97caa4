import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { buildApplication } from "../../../tests/builders/application.builder";
import { buildCity } from "../../../tests/builders/city.builder";
import { buildCountry } from "../../../tests/builders/country.builder";
import { buildDegreeProgram } from "../../../tests/builders/degree-program.builder";
import { buildDirection } from "../../../tests/builders/direction.builder";
import { buildEducationBase } from "../../../tests/builders/education-base.builder";
import { buildInstitution } from "../../../tests/builders/institution.builder";
import { buildInstitutionRef } from "../../../tests/builders/institution-ref.builder";
import { buildSpecialty } from "../../../tests/builders/specialty.builder";
import { buildTariff } from "../../../tests/builders/tariff.builder";
import { DIRECTIONS } from "../constants/directions";
import { applicationSchema } from "./application";
import { citySchema } from "./city";
import { countrySchema } from "./country";
import { degreeProgramSchema } from "./degree-program";
import { directionSchema } from "./direction";
import { educationBaseSchema } from "./education-base";
import { institutionSchema } from "./institution";
import { institutionRefSchema } from "./institution-ref";
import { specialtySchema } from "./specialty";
import { tariffSchema } from "./tariff";

const cases: readonly (readonly [string, z.ZodType, unknown])[] = [
  ["application", applicationSchema, buildApplication()],
  ["city", citySchema, buildCity()],
  ["country", countrySchema, buildCountry()],
  ["degree program", degreeProgramSchema, buildDegreeProgram()],
  ["education base", educationBaseSchema, buildEducationBase()],
  ["institution", institutionSchema, buildInstitution()],
  ["institution ref", institutionRefSchema, buildInstitutionRef()],
  ["specialty", specialtySchema, buildSpecialty()],
  ["tariff", tariffSchema, buildTariff()],
];

describe("catalogue builders", () => {
  it.each(cases)("the %s builder gives a value its schema reads unchanged", (_name, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it("builds each of the five directions", () => {
    for (const { id, slug, title } of DIRECTIONS) {
      expect(directionSchema.parse(buildDirection(id))).toEqual({ id, slug, title });
    }
  });

  it("an institution's slug follows an overridden id, and type_slug an overridden type", () => {
    const college = buildInstitution({ id: 42, type: 2 });
    expect(college.slug).toBe("pekinskij-universitet-42");
    expect(college.type_slug).toBe("colleges");
    expect(institutionSchema.safeParse(college).success).toBe(true);
  });

  it("an education base's slug ends in its id and its institution_id follows its institution", () => {
    const base = buildEducationBase({ id: 77, institution: buildInstitutionRef({ id: 9 }) });
    expect(base.slug).toBe("bakalavriat-grant-77");
    expect(base.institution_id).toBe(9);
  });

  it("the tariff's final price is the list price less its discount", () => {
    const { price, final_price, discount_percent } = buildTariff();
    expect(final_price).toBe((price * (100 - (discount_percent ?? 0))) / 100);
  });

  it("the degree program's summary lists agree with its education bases", () => {
    const program = buildDegreeProgram();
    expect(program.education_types).toEqual(program.education_bases.map((base) => base.type));
    expect(program.education_prices).toEqual(program.education_bases.map((base) => base.min_price));
  });
});

import { describe, expect, it } from "vitest";
import { buildDegreeProgram } from "../../../tests/builders/degree-program.builder";
import { buildEducationBase } from "../../../tests/builders/education-base.builder";
import { buildInstitution } from "../../../tests/builders/institution.builder";
import { buildLanguage } from "../../../tests/builders/language.builder";
import { compareColumn } from "./compare-column";

const NOW = new Date("2026-03-10T09:00:00.000Z");

const paid = buildEducationBase({
  id: 502,
  type: null,
  min_price: 20_000,
  max_price: 30_000,
  extra: { hsk_level: 5, ielts_level: null },
  languages: [buildLanguage({ id: 2, title: "Английский", slug: "english" })],
});
const program = buildDegreeProgram({
  id: 301,
  education_bases: [buildEducationBase(), paid],
  education_langs: [buildLanguage(), buildLanguage({ id: 2, title: "Английский", slug: "english" })],
});
const other = buildDegreeProgram({
  id: 302,
  slug: "magistratura",
  title: "Магистратура",
  education_bases: [buildEducationBase({ id: 503, type: 2, extra: { hsk_level: null, ielts_level: null } })],
  education_langs: [buildLanguage()],
});
const institution = buildInstitution({ degree_programs: [program, other] });

describe("compareColumn", () => {
  it("builds an institution's column over all its programs' bases", () => {
    expect(compareColumn({ kind: "institution", id: 101 }, institution, NOW)).toEqual({
      _tag: "Column",
      column: {
        ref: { kind: "institution", id: 101 },
        title: "Пекинский университет",
        institutionTitle: null,
        href: "/universities/china/beijing/pekinskij-universitet-101/",
        countryId: 1,
        facts: {
          // The paid range: the free grant base adds no «Бесплатно» (ADR 032).
          price: { min: 20_000, max: 30_000 },
          rank: { world: 14, country: 1 },
          grantKinds: { grants: true, scholarships: true },
          languages: ["Китайский", "Английский"],
          nextAdmission: { _tag: "Closes", at: "2026-03-31T20:59:59.000Z", date: "31 марта 2026", label: "1 волна" },
          hsk: { min: 4, max: 5 },
        },
      },
    });
  });

  it("builds a program's column from the program, with its institution's ranks and name", () => {
    const cell = compareColumn({ kind: "degree_program", id: 302, institution_id: 101 }, institution, NOW);
    expect(cell).toMatchObject({
      _tag: "Column",
      column: {
        title: "Магистратура",
        institutionTitle: "Пекинский университет",
        href: "/universities/china/beijing/pekinskij-universitet-101/magistratura/",
        countryId: 1,
        facts: { rank: { world: 14, country: 1 }, grantKinds: { grants: false, scholarships: true }, hsk: null },
      },
    });
  });

  it("is unavailable when the institution or the program is not found", () => {
    expect(compareColumn({ kind: "institution", id: 101 }, null, NOW)).toEqual({
      _tag: "Unavailable",
      ref: { kind: "institution", id: 101 },
    });
    expect(compareColumn({ kind: "degree_program", id: 999, institution_id: 101 }, institution, NOW)).toEqual({
      _tag: "Unavailable",
      ref: { kind: "degree_program", id: 999 },
    });
  });

  it("falls back on the institution's own price when no base names one", () => {
    const bare = buildInstitution({ price: 12_000, has_grants: false, degree_programs: [], rank_place_world: null });
    expect(compareColumn({ kind: "institution", id: 101 }, bare, NOW)).toMatchObject({
      column: {
        facts: {
          price: { min: 12_000, max: null },
          rank: { world: null, country: 1 },
          grantKinds: { grants: false, scholarships: false },
          languages: [],
          nextAdmission: null,
          hsk: null,
        },
      },
    });
  });
});

import { describe, expect, it } from "vitest";
import { buildCity } from "../../../tests/builders/city.builder";
import { buildInstitutionRef } from "../../../tests/builders/institution-ref.builder";
import { institutionBreadcrumbs } from "./institution-breadcrumbs";

describe("institutionBreadcrumbs", () => {
  it("lists the type, country, city, then the institution and the tail", () => {
    const ref = buildInstitutionRef({ id: 29, slug: "cugb-29", city: buildCity({ slug: "beijing", name: "Пекин" }) });
    const program = { name: "Бакалавриат", to: "/universities/china/beijing/cugb-29/bakalavriat/" };
    expect(institutionBreadcrumbs(ref, [program])).toEqual([
      { name: "Университеты", to: "/universities/" },
      { name: "Китай", to: "/universities/china/" },
      { name: "Пекин", to: "/universities/china/beijing/" },
      { name: "Пекинский университет", to: "/universities/china/beijing/cugb-29/" },
      program,
    ]);
  });

  it("skips the city an institution does not have", () => {
    const ref = buildInstitutionRef({ id: 3, slug: "school-3", type: 3, city: null });
    expect(institutionBreadcrumbs(ref).map((item) => item.name)).toEqual(["Школы", "Китай", "Пекинский университет"]);
  });
});

import { describe, expect, it } from "vitest";
import { buildApplication } from "../../../tests/builders/application.builder";
import { applicationTargetFacts } from "./application-target";

describe("applicationTargetFacts", () => {
  it("labels a degree program's booking as the program, not as an education base", () => {
    const booking = buildApplication({
      target: "degree_program",
      education_base: { id: 301, slug: "bakalavriat", title: "Бакалавриат" },
      degree_program: { id: 301, slug: "bakalavriat", title: "Бакалавриат" },
    });
    expect(applicationTargetFacts(booking).map(({ term, title }) => `${term}: ${title}`)).toEqual([
      "Программа: Бакалавриат",
    ]);
    expect(applicationTargetFacts(booking)[0]?.href).toMatch(/\/bakalavriat\/$/);
  });

  it("names the program and the education base of a base's booking", () => {
    expect(applicationTargetFacts(buildApplication()).map(({ term, title }) => `${term}: ${title}`)).toEqual([
      "Программа: Бакалавриат",
      "Основа обучения: Бакалавриат: грант правительства Китая",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { buildApplication, buildCourseApplication } from "../../../tests/builders/application.builder";
import { applicationHeading, applicationTargetFacts, intakeTerm } from "./application-target";

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

describe("a course application", () => {
  it("is headed by the course and names the course and its format, linking the course page", () => {
    const booking = buildCourseApplication();
    expect(applicationHeading(booking)).toEqual({
      title: "Китайский с нуля онлайн",
      href: "/courses/kitajskij-s-nulya-onlajn/",
    });
    expect(applicationTargetFacts(booking)).toEqual([
      { term: "Курс", title: "Китайский с нуля онлайн", href: "/courses/kitajskij-s-nulya-onlajn/" },
      { term: "Формат", title: "Онлайн-курс в группе", href: null },
    ]);
    expect(intakeTerm(booking)).toBe("Желаемый старт");
    expect(intakeTerm(buildApplication())).toBe("Набор");
  });
});

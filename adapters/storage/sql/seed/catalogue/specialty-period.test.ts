import { describe, expect, it } from "vitest";
import { specialtyPeriod } from "./specialty-period";

const base = { kind: "paid", direction: 4, country: "china", language: "kitajskij" } as const;

describe("specialtyPeriod", () => {
  it("gives degree periods by level, specialty and language", () => {
    expect(specialtyPeriod({ ...base, level: "bakalavriat", specialty: "informatika" })).toBe("4 года");
    expect(specialtyPeriod({ ...base, level: "bakalavriat", specialty: "lechebnoe-delo", direction: 5 })).toBe("6 лет");
    expect(specialtyPeriod({ ...base, level: "magistratura", specialty: "informatika" })).toBe("3 года");
    expect(specialtyPeriod({ ...base, level: "magistratura", specialty: "informatika", language: "anglijskij" })).toBe(
      "2 года",
    );
    expect(specialtyPeriod({ ...base, level: "aspirantura", specialty: "fizika", country: "canada" })).toBe("4 года");
    expect(specialtyPeriod({ ...base, level: "kolledzh", specialty: "logistika" })).toBe("3 года");
  });

  it("gives course and school periods", () => {
    expect(
      specialtyPeriod({ ...base, kind: "language-semester", level: "podgotovitelnyj", specialty: "kitajskij-yazyk" }),
    ).toBe("1 семестр");
    expect(
      specialtyPeriod({ ...base, kind: "language-year", level: "podgotovitelnyj", specialty: "kitajskij-yazyk" }),
    ).toBe("1 год");
    expect(
      specialtyPeriod({ ...base, level: "shkola", specialty: "mezhdunarodnyj-bakalavriat-ib", direction: null }),
    ).toBe("2 года");
  });
});

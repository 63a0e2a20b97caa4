import { describe, expect, it } from "vitest";
import { EDUCATION_TYPE_OPTIONS } from "./education-type-options";

describe("education type options", () => {
  it("offers catalog for all three kinds, then each kind alone", () => {
    expect(EDUCATION_TYPE_OPTIONS).toEqual([
      { value: "catalog", label: "Все университеты, колледжи и школы" },
      { value: "universities", label: "Только университеты" },
      { value: "colleges", label: "Только колледжи" },
      { value: "schools", label: "Только школы" },
    ]);
  });
});

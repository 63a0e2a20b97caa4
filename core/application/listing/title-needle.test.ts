import { describe, expect, it } from "vitest";
import { titleNeedle } from "./title-needle";

describe("titleNeedle", () => {
  it("lower-cases and collapses white space and control characters", () => {
    expect(titleNeedle("  Пекинский\n\tУНИВЕРСИТЕТ\u0000PKU  ")).toBe("пекинский университет pku");
    expect(titleNeedle("ЁЛКА 北京")).toBe("ёлка 北京");
  });

  it("is null for nothing but space, and cut to 100 characters", () => {
    expect(titleNeedle(" \n\u0000 ")).toBeNull();
    expect(titleNeedle("Ж".repeat(120))).toBe("ж".repeat(100));
  });
});

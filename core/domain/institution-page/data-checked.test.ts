import { describe, expect, it } from "vitest";
import { dataCheckedText, programCheckedAt } from "./data-checked";

describe("dataCheckedText", () => {
  it("names the Moscow day of the last check in Russian", () => {
    expect(dataCheckedText("2026-11-12T09:00:00.000Z")).toBe("Данные проверены 12 ноября 2026");
  });

  it("moves an evening UTC instant to the next Moscow day", () => {
    expect(dataCheckedText("2026-11-11T21:30:00.000Z")).toBe("Данные проверены 12 ноября 2026");
  });

  it("says nothing without a readable date", () => {
    expect(dataCheckedText(null)).toBeNull();
    expect(dataCheckedText("вчера")).toBeNull();
  });
});

describe("programCheckedAt", () => {
  it("is the earliest check of the program's bases", () => {
    const bases = [
      { updated_at: "2026-11-20T10:00:00.000Z" },
      { updated_at: "2026-10-01T10:00:00+03:00" },
      { updated_at: "2026-11-01T10:00:00.000Z" },
    ];
    expect(programCheckedAt(bases)).toBe("2026-10-01T10:00:00+03:00");
  });

  it("is null for a program without bases", () => {
    expect(programCheckedAt([])).toBeNull();
  });
});

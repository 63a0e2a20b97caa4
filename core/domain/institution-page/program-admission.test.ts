import { describe, expect, it } from "vitest";
import { buildEducationBase } from "../../../tests/builders/education-base.builder";
import { programAdmission } from "./program-admission";

const open = buildEducationBase().waves;
const closed = { ...open, status: "closed" as const, current: 6 };

describe("programAdmission", () => {
  it("is open with the line of its first open base", () => {
    const bases = [{ waves: closed }, { waves: open }];
    expect(programAdmission(bases)).toEqual({ open: true, text: "1 волна до 31 марта 2026" });
  });

  it("is closed with the first base's line when no base is open", () => {
    expect(programAdmission([{ waves: closed }])).toEqual({ open: false, text: "Приём завершён 31 марта 2026" });
  });

  it("has no line when no base gives one", () => {
    const broken = { ...open, current: null };
    expect(programAdmission([{ waves: broken }])).toEqual({ open: true, text: null });
    expect(programAdmission([])).toEqual({ open: false, text: null });
  });
});

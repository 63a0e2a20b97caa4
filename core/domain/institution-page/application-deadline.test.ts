import { describe, expect, it } from "vitest";
import { buildEducationBase } from "../../../tests/builders/education-base.builder";
import { baseApplicationDeadline, programApplicationDeadline } from "./application-deadline";

const wave = (date_to: string | null) => ({
  label: "1 волна",
  date_from: null,
  date_to,
  date_from_str: null,
  date_to_str: null,
});
const waves = (...ends: (string | null)[]) => ({ ...buildEducationBase().waves, waves: ends.map(wave) });

describe("baseApplicationDeadline", () => {
  it("is the Moscow day of the submission deadline", () => {
    const base = buildEducationBase({ submission_at: "2027-06-15T20:59:59.000Z" });
    expect(baseApplicationDeadline(base)).toBe("2027-06-15");
  });

  it("falls back to the end of the last wave that has one", () => {
    const base = buildEducationBase({
      submission_at: null,
      waves: waves("2027-01-15T20:59:59.000Z", "2027-03-31T21:00:00.000Z", null),
    });
    expect(baseApplicationDeadline(base)).toBe("2027-04-01");
  });

  it("is null without any date", () => {
    expect(baseApplicationDeadline(buildEducationBase({ submission_at: null, waves: waves() }))).toBeNull();
  });
});

describe("programApplicationDeadline", () => {
  it("is the latest deadline among the bases", () => {
    const bases = [
      buildEducationBase({ submission_at: "2027-03-01T09:00:00.000Z" }),
      buildEducationBase({ submission_at: "2027-06-15T09:00:00.000Z" }),
      buildEducationBase({ submission_at: null, waves: waves() }),
    ];
    expect(programApplicationDeadline(bases)).toBe("2027-06-15");
    expect(programApplicationDeadline([])).toBeNull();
  });
});

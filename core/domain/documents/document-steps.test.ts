import { describe, expect, it } from "vitest";
import { documentSteps, reachedSteps } from "./document-steps";

const states = (steps: ReturnType<typeof documentSteps>) => steps.map((s) => `${s.name}:${s.state}`);

describe("documentSteps", () => {
  it("points a new diploma at the translation and a new photo at the upload", () => {
    expect(states(documentSteps("diploma", "needed", new Set()))).toEqual([
      "translation_ordered:current",
      "notarised:todo",
      "legalised:todo",
      "uploaded:todo",
      "accepted:todo",
    ]);
    expect(states(documentSteps("photo", "needed", new Set()))).toEqual([
      "translation_ordered:not_needed",
      "notarised:not_needed",
      "legalised:not_needed",
      "uploaded:current",
      "accepted:todo",
    ]);
  });

  it("shows skipped steps of an uploaded diploma and waits for staff", () => {
    expect(states(documentSteps("diploma", "uploaded", new Set(["notarised"])))).toEqual([
      "translation_ordered:skipped",
      "notarised:done",
      "legalised:skipped",
      "uploaded:done",
      "accepted:current",
    ]);
    expect(documentSteps("diploma", "accepted", new Set()).some((s) => s.state === "current")).toBe(false);
  });

  it("counts the steps reached since the last return to needed", () => {
    expect(
      reachedSteps([
        { to: "translation_ordered" },
        { to: "uploaded" },
        { to: "needed" },
        { to: "notarised" },
        { to: "legalised" },
      ]),
    ).toEqual(new Set(["notarised", "legalised"]));
  });
});

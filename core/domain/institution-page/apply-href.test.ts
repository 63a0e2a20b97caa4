import { describe, expect, it } from "vitest";
import { applyHref } from "./apply-href";

describe("applyHref", () => {
  it("starts a booking in the personal area with the chosen base", () => {
    expect(applyHref({ educationBaseId: 261 })).toBe("/u/settings/applications/?education_base=261");
  });

  it("names only the institution when no base is chosen", () => {
    expect(applyHref({ institutionId: 29 })).toBe("/u/settings/applications/?institution=29");
  });

  it("starts a course application with the chosen course", () => {
    expect(applyHref({ courseId: 7 })).toBe("/u/settings/applications/?course=7");
  });
});

import { describe, expect, it } from "vitest";
import { countText, INSTITUTION_FORMS, pluralForm, RATING_VOTE_FORMS } from "./russian-plural";

describe("pluralForm", () => {
  it("follows the Russian rules for 1, 2-4 and the rest, with 11-14 apart", () => {
    const forms = RATING_VOTE_FORMS;
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1002].map((n) => pluralForm(n, forms))).toEqual([
      "оценок",
      "оценка",
      "оценки",
      "оценки",
      "оценок",
      "оценок",
      "оценок",
      "оценок",
      "оценка",
      "оценки",
      "оценок",
      "оценка",
      "оценок",
      "оценки",
    ]);
  });
});

describe("countText", () => {
  it("writes the number in the Russian locale before the noun", () => {
    expect(countText(1, INSTITUTION_FORMS)).toBe("1 учебное заведение");
    expect(countText(1250, INSTITUTION_FORMS)).toBe("1\u00a0250 учебных заведений");
  });
});

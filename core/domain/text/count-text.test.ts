import { describe, expect, it } from "vitest";
import { countText } from "./count-text";
import { INSTITUTION_FORMS, PLACE_FORMS, VIEW_FORMS, YEAR_FORMS } from "./counted-nouns";

describe("countText", () => {
  it("writes the number in the Russian locale before the noun in its form", () => {
    expect(countText(1, INSTITUTION_FORMS)).toBe("1 учебное заведение");
    expect(countText(1250, INSTITUTION_FORMS)).toBe("1\u00a0250 учебных заведений");
    expect(countText(71, PLACE_FORMS)).toBe("71 место");
    expect(countText(3, YEAR_FORMS)).toBe("3 года");
    expect(countText(12, YEAR_FORMS)).toBe("12 лет");
    expect(countText(9310, VIEW_FORMS)).toBe("9\u00a0310 просмотров");
  });

  it("writes a fraction with a decimal comma and the genitive singular", () => {
    expect(countText(1.5, YEAR_FORMS)).toBe("1,5 года");
  });
});

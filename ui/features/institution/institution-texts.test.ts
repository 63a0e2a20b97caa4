import { describe, expect, it } from "vitest";
import { baseTypeName, placesText, ratingCountText, ratingValueText } from "./institution-texts";

describe("institution texts", () => {
  it("names the two funded base types and nothing for a paid place or an unknown number", () => {
    expect(baseTypeName(1)).toBe("Грант");
    expect(baseTypeName(2)).toBe("Стипендия");
    expect(baseTypeName(null)).toBeNull();
    expect(baseTypeName(7)).toBeNull();
  });

  it("says the places with what is known", () => {
    expect(placesText(53, 8)).toBe("свободно 8 из 53");
    expect(placesText(1200, null)).toBe("всего: 1\u00a0200");
    expect(placesText(null, 4)).toBe("свободно: 4");
    expect(placesText(null, null)).toBeNull();
  });

  it("writes the rating and its count the Russian way", () => {
    expect(ratingValueText(4.99)).toBe("4,99");
    expect(ratingValueText(4)).toBe("4,0");
    expect(ratingCountText(382)).toBe("382 оценки");
    expect(ratingCountText(1)).toBe("1 оценка");
    expect(ratingCountText(11)).toBe("11 оценок");
  });
});

import { describe, expect, it } from "vitest";
import { countText } from "./count-text";

const years = ["год", "года", "лет"] as const;

describe("countText", () => {
  it("puts the noun in the form the count asks for", () => {
    expect(countText(1, years)).toBe("1 год");
    expect(countText(3, years)).toBe("3 года");
    expect(countText(12, years)).toBe("12 лет");
    expect(countText(21, years)).toBe("21 год");
  });

  it("groups large counts the Russian way", () => {
    expect(countText(9310, ["просмотр", "просмотра", "просмотров"])).toBe("9\u00a0310 просмотров");
  });
});

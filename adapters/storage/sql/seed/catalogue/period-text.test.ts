import { describe, expect, it } from "vitest";
import { yearsText } from "./period-text";

describe("yearsText", () => {
  it("uses the Russian plural of год", () => {
    expect(yearsText(1)).toBe("1 год");
    expect(yearsText(2)).toBe("2 года");
    expect(yearsText(4)).toBe("4 года");
    expect(yearsText(5)).toBe("5 лет");
    expect(yearsText(11)).toBe("11 лет");
    expect(yearsText(21)).toBe("21 год");
    expect(yearsText(112)).toBe("112 лет");
  });
});

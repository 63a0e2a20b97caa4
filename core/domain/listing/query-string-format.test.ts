import { describe, expect, it } from "vitest";
import { formatQueryString } from "./query-string-format";

describe("formatQueryString", () => {
  it("joins list items with literal commas and escapes each item and text", () => {
    expect(
      formatQueryString([
        ["city", ["beijing", "seoul"]],
        ["title", "Пекин & Ко"],
      ]),
    ).toBe("?city=beijing,seoul&title=%D0%9F%D0%B5%D0%BA%D0%B8%D0%BD%20%26%20%D0%9A%D0%BE");
    expect(formatQueryString([["title", "a,b"]])).toBe("?title=a%2Cb");
  });

  it("leaves out empty texts, empty lists and empty items", () => {
    expect(
      formatQueryString([
        ["title", ""],
        ["city", []],
        ["country", ["", "china"]],
      ]),
    ).toBe("?country=china");
    expect(formatQueryString([["title", ""]])).toBe("");
  });
});

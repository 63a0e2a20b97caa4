import { describe, expect, it } from "vitest";
import { parseQueryString } from "./query-string-parse";

describe("parseQueryString", () => {
  it("decodes keys and values, with or without the question mark", () => {
    expect([...parseQueryString("?title=%D0%9F%D0%B5%D0%BA%D0%B8%D0%BD+2&city=beijing%2Cseoul")]).toEqual([
      ["title", "Пекин 2"],
      ["city", "beijing,seoul"],
    ]);
    expect([...parseQueryString("has_grant=true")]).toEqual([["has_grant", "true"]]);
  });

  it("keeps the first occurrence of a key and gives a bare key the empty value", () => {
    expect([...parseQueryString("?a=1&a=2&b&&c=")]).toEqual([
      ["a", "1"],
      ["b", ""],
      ["c", ""],
    ]);
  });

  it("skips a pair with a malformed escape", () => {
    expect([...parseQueryString("?title=%E0%A4%A&city=seoul")]).toEqual([["city", "seoul"]]);
    expect(parseQueryString("").size).toBe(0);
  });
});

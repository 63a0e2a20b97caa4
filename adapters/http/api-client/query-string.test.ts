import { describe, expect, it } from "vitest";
import { toQueryString } from "./query-string";

describe("toQueryString", () => {
  it("skips null, undefined, empty and blank values and non-finite numbers", () => {
    expect(
      toQueryString({ a: null, b: undefined, c: "", d: "  ", e: Number.NaN, f: Number.POSITIVE_INFINITY, g: 0 }),
    ).toBe("?g=0");
  });

  it("writes flags as true and false and keeps the key order", () => {
    expect(toQueryString({ has_grants: true, is_partner: false, page: 2 })).toBe(
      "?has_grants=true&is_partner=false&page=2",
    );
  });

  it("percent-encodes keys and values (brackets, commas, spaces, Cyrillic)", () => {
    expect(toQueryString({ "search[model]": "12:institution", directions: "1,5", title: "Пекин университет" })).toBe(
      "?search%5Bmodel%5D=12%3Ainstitution&directions=1%2C5&title=%D0%9F%D0%B5%D0%BA%D0%B8%D0%BD%20%D1%83%D0%BD%D0%B8%D0%B2%D0%B5%D1%80%D1%81%D0%B8%D1%82%D0%B5%D1%82",
    );
  });

  it("is empty when nothing is left", () => {
    expect(toQueryString({})).toBe("");
    expect(toQueryString({ a: null })).toBe("");
  });
});

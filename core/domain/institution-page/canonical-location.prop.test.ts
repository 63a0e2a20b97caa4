import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalLocation } from "./canonical-location";

const pathArb = fc.webPath();
const searchArb = fc.oneof(
  fc.constant(""),
  fc.webQueryParameters().map((query) => `?${query}`),
);

describe("canonicalLocation properties", () => {
  it("is null exactly when the path is the canonical one", () => {
    fc.assert(
      fc.property(pathArb, pathArb, searchArb, (pathname, canonical, search) => {
        expect(canonicalLocation({ pathname, search }, canonical) === null).toBe(pathname === canonical);
      }),
    );
  });

  it("leads to the canonical path with the same query, where it is then kept", () => {
    fc.assert(
      fc.property(pathArb, pathArb, searchArb, (pathname, canonical, search) => {
        const location = canonicalLocation({ pathname, search }, canonical);
        if (location === null) return;
        expect(location).toBe(`${canonical}${search}`);
        expect(canonicalLocation({ pathname: canonical, search }, canonical)).toBeNull();
      }),
    );
  });
});

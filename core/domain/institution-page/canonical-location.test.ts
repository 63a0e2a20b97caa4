import { describe, expect, it } from "vitest";
import { canonicalLocation } from "./canonical-location";

const CANONICAL = "/universities/china/beijing/cugb-29/";

describe("canonicalLocation", () => {
  it("keeps a request for the entity's own path", () => {
    expect(canonicalLocation({ pathname: CANONICAL, search: "?quick_order=1" }, CANONICAL)).toBeNull();
  });

  it("sends a wrong city, a missing city or an old slug to the canonical path, query kept", () => {
    expect(canonicalLocation({ pathname: "/universities/china/shanghai/cugb-29/", search: "" }, CANONICAL)).toBe(
      CANONICAL,
    );
    expect(canonicalLocation({ pathname: "/universities/cugb-29/", search: "?a=1" }, CANONICAL)).toBe(
      `${CANONICAL}?a=1`,
    );
    expect(canonicalLocation({ pathname: "/colleges/china/beijing/old-name-29/", search: "" }, CANONICAL)).toBe(
      CANONICAL,
    );
  });
});

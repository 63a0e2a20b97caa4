import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolvedRouteArb } from "../../../tests/arbitraries/route.arb";
import { hrefFor } from "../route/href-for";
import { resolvePath } from "../route/resolve-path";
import { PUBLIC_PAGE_PATHS } from "./public-page-paths";

const ACCOUNT_FORMS = ["/register/", "/reset-password/"];
const isPrivate = (path: string) =>
  path.startsWith("/u/") || path.startsWith("/payment/") || path.startsWith("/staff/") || ACCOUNT_FORMS.includes(path);

describe("PUBLIC_PAGE_PATHS properties", () => {
  it("holds a route's path exactly when the route takes no params and is not private", () => {
    fc.assert(
      fc.property(resolvedRouteArb, (route) => {
        const path = hrefFor(route);
        const takesNoParams = Object.keys(route.params).length === 0;
        expect(PUBLIC_PAGE_PATHS.includes(path)).toBe(takesNoParams && !isPrivate(path));
      }),
    );
  });

  it("holds each path once, and each resolves to a page", () => {
    expect(new Set(PUBLIC_PAGE_PATHS).size).toBe(PUBLIC_PAGE_PATHS.length);
    fc.assert(
      fc.property(fc.constantFrom(...PUBLIC_PAGE_PATHS), (path) => {
        expect(resolvePath(path)._tag).toBe("Matched");
      }),
    );
  });
});

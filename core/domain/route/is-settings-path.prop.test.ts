import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolvedRouteArb } from "../../../tests/arbitraries/route.arb";
import { hrefFor } from "./href-for";
import { isSettingsPath } from "./is-settings-path";

describe("isSettingsPath properties", () => {
  it("holds for the path of a route exactly when its screen is a settings or staff console screen", () => {
    fc.assert(
      fc.property(resolvedRouteArb, (route) => {
        expect(isSettingsPath(hrefFor(route))).toBe(
          route.screen.startsWith("settings") || route.screen.startsWith("staff"),
        );
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyPathArb, routeArbs } from "../../../tests/arbitraries/route.arb";
import { hrefFor } from "./href-for";
import { likelyCatalogueScreen } from "./likely-catalogue-screen";
import { resolvePath } from "./resolve-path";

const catalogueRouteArb = fc.oneof(
  routeArbs["institutions-listing"],
  routeArbs.institution,
  routeArbs["degree-program"],
  routeArbs["institution-education-base"],
);

describe("likelyCatalogueScreen properties", () => {
  it("names the screen of every catalogue route", () => {
    fc.assert(
      fc.property(catalogueRouteArb, (route) => {
        expect(likelyCatalogueScreen(hrefFor(route))).toBe(route.screen);
      }),
    );
  });

  it("agrees with resolvePath on any path that resolves to a catalogue screen", () => {
    fc.assert(
      fc.property(anyPathArb, (path) => {
        const resolution = resolvePath(path);
        if (resolution._tag !== "Matched") return;
        const catalogue = ["institutions-listing", "institution", "degree-program", "institution-education-base"];
        if (catalogue.includes(resolution.screen)) expect(likelyCatalogueScreen(path)).toBe(resolution.screen);
      }),
      { numRuns: 2000 },
    );
  });
});

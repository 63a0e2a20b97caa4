import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breadcrumbItemsArb } from "../../../tests/arbitraries/breadcrumb.arb";
import { breadcrumbTrail } from "./breadcrumb-trail";
import { BACK_HOME_CRUMB } from "./home-crumbs";
import { mobileBreadcrumb } from "./mobile-breadcrumb";

describe("mobileBreadcrumb properties", () => {
  it("is the previous level of the trail, or the way home when that level is home", () => {
    fc.assert(
      fc.property(breadcrumbItemsArb, (items) => {
        const trail = breadcrumbTrail(items);
        const expected = trail.length > 2 ? trail[trail.length - 2] : BACK_HOME_CRUMB;
        expect(mobileBreadcrumb(items)).toEqual(expected);
      }),
    );
  });

  it("links home exactly when the trail is short", () => {
    fc.assert(
      fc.property(breadcrumbItemsArb, (items) => {
        const crumb = mobileBreadcrumb(items);
        expect(crumb.label === "На главную").toBe(items.length <= 1);
        if (items.length <= 1) expect(crumb.href).toBe("/");
      }),
    );
  });
});

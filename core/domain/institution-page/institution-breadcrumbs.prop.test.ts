import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locatedInstitutionRefArb } from "../../../tests/arbitraries/institution-page.arb";
import { resolvePath } from "../route/resolve-path";
import { institutionBreadcrumbs } from "./institution-breadcrumbs";

const tailArb = fc.array(fc.record({ name: fc.string({ minLength: 1 }), to: fc.webPath() }), { maxLength: 2 });

describe("institutionBreadcrumbs properties", () => {
  it("links listings of the institution's type, each level one step longer, then the institution page", () => {
    fc.assert(
      fc.property(locatedInstitutionRefArb, (ref) => {
        const items = institutionBreadcrumbs(ref);
        const listings = items.slice(0, -1).map((item) => resolvePath(item.to));
        expect(listings.length).toBe(ref.city === null ? 2 : 3);
        listings.forEach((resolution, index) => {
          expect(resolution).toMatchObject({ _tag: "Matched", screen: "institutions-listing" });
          expect(items[index]?.to.split("/").length).toBe(index + 3);
        });
        expect(resolvePath(items.at(-1)?.to ?? "")).toMatchObject({
          _tag: "Matched",
          screen: "institution",
          params: { institution: ref.slug, type: ref.type_slug },
        });
        expect(items.at(-1)?.name).toBe(ref.title.ru);
      }),
    );
  });

  it("ends with the tail, unchanged", () => {
    fc.assert(
      fc.property(locatedInstitutionRefArb, tailArb, (ref, tail) => {
        const items = institutionBreadcrumbs(ref, tail);
        expect(items.slice(items.length - tail.length)).toEqual(tail);
        expect(items.length).toBe(institutionBreadcrumbs(ref).length + tail.length);
      }),
    );
  });
});

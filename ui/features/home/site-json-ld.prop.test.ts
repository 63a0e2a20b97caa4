import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildLayoutSettings } from "../../../tests/builders/layout-settings.builder";
import { organizationJsonLd } from "./site-json-ld";

const site = { origin: "https://shuyuan.example", name: "Шуюань" };
const fieldArb = fc.oneof(
  fc.constantFrom("", "  ", "info@shuyuan.ru", "8 800 350-27-14", "https://maps.example/r"),
  fc.string(),
);
const contactsArb = fc
  .record({
    main_email: fieldArb,
    contact_center: fieldArb,
    address: fieldArb,
    user_care_department: fieldArb,
    zip_code: fieldArb,
    maps_route_link: fieldArb,
  })
  .map((fields) => ({ ...buildLayoutSettings().contacts, ...fields }));

describe("organizationJsonLd properties", () => {
  it("serialises to JSON and back unchanged, and never carries a blank value", () => {
    fc.assert(
      fc.property(
        contactsArb,
        fc.constantFrom("Organization", "LocalBusiness") as fc.Arbitrary<"Organization" | "LocalBusiness">,
        (contacts, type) => {
          const data = organizationJsonLd(site, contacts, type);
          expect(JSON.parse(JSON.stringify(data))).toEqual(data);
          const strings = JSON.stringify(data).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
          for (const text of strings) expect(JSON.parse(text).trim()).not.toBe("");
        },
      ),
    );
  });
});

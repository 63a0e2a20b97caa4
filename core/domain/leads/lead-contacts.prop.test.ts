import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonValueArb } from "../../../tests/arbitraries/json-value.arb";
import { leadContacts } from "./lead-contacts";

const fieldsArb = fc.dictionary(
  fc.oneof(fc.constantFrom("name", "phone", "email"), fc.string({ maxLength: 8 })),
  jsonValueArb(fc.string({ maxLength: 8 })),
  { maxKeys: 6 },
);

describe("leadContacts", () => {
  it("takes each contact from its own top-level text field, trimmed, and nothing else", () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const contacts = leadContacts(fields);
        for (const key of ["name", "phone", "email"] as const) {
          const value = fields[key];
          expect(contacts[key]).toBe(typeof value === "string" ? value.trim() : "");
        }
      }),
    );
  });

  it("reads the contacts of the simple form", () => {
    expect(leadContacts({ name: " Анна ", phone: "+79123456789", comment: "Позвоните" })).toEqual({
      name: "Анна",
      phone: "+79123456789",
      email: "",
    });
  });

  it("does not read a nested or non-text value as a contact", () => {
    expect(leadContacts({ name: { first: "Анна" }, phone: 79123456789, email: null })).toEqual({
      name: "",
      phone: "",
      email: "",
    });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { namePartArb, savedUserArb, unsavedUserArb } from "../../../tests/arbitraries/user.arb";
import { userFullName } from "./user-full-name";

const wordArb = fc.string({ unit: fc.constantFrom("А", "н", "я", "Ж", "a", "B", "-"), minLength: 1, maxLength: 8 });

describe("userFullName properties", () => {
  it("has no leading, trailing or doubled whitespace", () => {
    fc.assert(
      fc.property(savedUserArb, (user) => {
        const name = userFullName(user);
        expect(name).toBe(name.trim());
        expect(name).not.toMatch(/\s\s|[\t\n]/);
      }),
    );
  });

  it("keeps every word of the first name, then every word of the last name, in order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), namePartArb, namePartArb, (id, first_name, last_name) => {
        const expected = `${first_name} ${last_name}`.split(/\s+/).filter((word) => word !== "");
        const name = userFullName({ id, first_name, last_name });
        expect(name === "" ? [] : name.split(" ")).toEqual(expected);
      }),
    );
  });

  it("is first and last joined by one space when both are single clean words", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), wordArb, wordArb, (id, first_name, last_name) => {
        expect(userFullName({ id, first_name, last_name })).toBe(`${first_name} ${last_name}`);
      }),
    );
  });

  it("is empty for every unsaved user", () => {
    fc.assert(
      fc.property(unsavedUserArb, (user) => {
        expect(userFullName(user)).toBe("");
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { savedUserArb, unsavedUserArb } from "../../../tests/arbitraries/user.arb";
import { userSchema } from "./user";

describe("userSchema properties", () => {
  it("round-trips every user through JSON", () => {
    fc.assert(
      fc.property(fc.oneof(savedUserArb, unsavedUserArb), (user) => {
        expect(userSchema.parse(JSON.parse(JSON.stringify(user)))).toEqual(user);
      }),
    );
  });

  it("never throws on arbitrary JSON, and whatever it accepts parses again to itself", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = userSchema.safeParse(value);
        if (parsed.success) {
          expect(userSchema.parse(parsed.data)).toEqual(parsed.data);
        }
      }),
    );
  });
});

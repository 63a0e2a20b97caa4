import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { savedUserArb } from "../../../tests/arbitraries/user.arb";
import { buildMainData } from "../../../tests/builders/main-data.builder";
import { ANONYMOUS_USER } from "../user/anonymous-user";
import { mainDataSchema } from "./main-data";

describe("mainDataSchema properties", () => {
  it("a signed-in user is kept as sent; a missing one reads as anonymous", () => {
    fc.assert(
      fc.property(fc.option(savedUserArb, { nil: null }), (user) => {
        const parsed = mainDataSchema.parse({ ...buildMainData(), user });
        expect(parsed.user).toEqual(user ?? ANONYMOUS_USER);
        expect(parsed.user.id > 0).toBe(user !== null);
      }),
    );
  });
});

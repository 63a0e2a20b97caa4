import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { savedUserArb, unsavedUserArb } from "../../../tests/arbitraries/user.arb";
import { offeredProviders } from "./offered-providers";
import { SOCIAL_PROVIDERS } from "./social-provider";

describe("offeredProviders properties", () => {
  it("anonymous visitors are offered all three providers whatever they carry", () => {
    fc.assert(
      fc.property(unsavedUserArb, (user) => {
        expect(offeredProviders(user)).toEqual(SOCIAL_PROVIDERS);
      }),
    );
  });

  it("logged-in users are offered exactly their linked providers, in canonical order, without repeats", () => {
    fc.assert(
      fc.property(savedUserArb, (user) => {
        const offered = offeredProviders(user);
        const linked = new Set(user.socials.map((social) => social.provider));
        expect(new Set(offered)).toEqual(linked);
        expect(offered).toHaveLength(linked.size);
        expect(offered).toEqual(SOCIAL_PROVIDERS.filter((provider) => offered.includes(provider)));
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SOCIAL_PROVIDERS } from "../user/social-provider";
import { canUnlinkSocial } from "./social-unlink";

const social = fc.record({ provider: fc.constantFrom(...SOCIAL_PROVIDERS), social_id: fc.string({ minLength: 1 }) });

describe("canUnlinkSocial", () => {
  it("refuses exactly when the network is the last way to log in", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(social, { maxLength: 4 }), social, (hasPassword, others, target) => {
        const socials = [...others, target];
        const otherWay = hasPassword || socials.some((s) => s.provider !== target.provider);
        expect(canUnlinkSocial({ hasPassword, socials }, target)).toBe(otherWay);
      }),
    );
  });

  it("keeps a password-less account's only network", () => {
    const only = { provider: "mailru" as const, social_id: "1" };
    expect(canUnlinkSocial({ hasPassword: false, socials: [only] }, only)).toBe(false);
    expect(canUnlinkSocial({ hasPassword: true, socials: [only] }, only)).toBe(true);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { profileSlugPartsArb } from "../../../../tests/arbitraries/route.arb";
import { formatProfileSlug, isProfileSlug, parseProfileSlug } from "./profile-slug";

describe("profile slug properties", () => {
  it("reads back what it formats, dashes in the username included", () => {
    fc.assert(
      fc.property(profileSlugPartsArb, (profile) => {
        const slug = formatProfileSlug(profile);
        expect(isProfileSlug(slug)).toBe(true);
        expect(parseProfileSlug(slug)).toEqual({ ok: true, value: profile });
      }),
    );
  });

  it("keeps the id to the digits before the first dash", () => {
    fc.assert(
      fc.property(profileSlugPartsArb, fc.integer({ min: 0, max: 9999 }), (profile, prefix) => {
        const username = `${prefix}-${profile.username}`;
        const parsed = parseProfileSlug(formatProfileSlug({ id: profile.id, username }));
        expect(parsed).toEqual({ ok: true, value: { id: profile.id, username } });
      }),
    );
  });
});

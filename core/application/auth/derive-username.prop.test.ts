import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isProfileSlug } from "../../domain/route/slug/profile-slug";
import { DERIVED_USERNAME, freeUsername, USERNAME_BASE_MAX_LENGTH, usernameBase } from "./derive-username";

const localChars = "abcXYZ019._-+'юЁé ".split("");
const emailArb = fc
  .record({
    local: fc.string({ unit: fc.constantFrom(...localChars), maxLength: 40 }),
    domain: fc.constantFrom("mail.ru", "example.com", "yandex.ru"),
  })
  .map(({ local, domain }) => `${local}@${domain}`);

describe("username derivation properties", () => {
  it("always gives a valid Latin username that makes a profile slug", () => {
    fc.assert(
      fc.property(emailArb, fc.integer({ min: 1, max: 1_000_000 }), (email, id) => {
        const base = usernameBase(email);
        expect(base).toMatch(DERIVED_USERNAME);
        expect(base.length).toBeLessThanOrEqual(USERNAME_BASE_MAX_LENGTH);
        expect(isProfileSlug(`${id}-${base}`)).toBe(true);
      }),
    );
  });

  it("is total on any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(usernameBase(text)).toMatch(DERIVED_USERNAME);
      }),
    );
  });

  it("picks a name outside the taken set, still valid, for a run of sign-ups with the same base", () => {
    fc.assert(
      fc.property(emailArb, fc.integer({ min: 1, max: 30 }), (email, signUps) => {
        const taken = new Set<string>();
        for (let i = 0; i < signUps; i++) {
          const name = freeUsername(usernameBase(email), taken);
          expect(taken.has(name)).toBe(false);
          expect(name).toMatch(DERIVED_USERNAME);
          taken.add(name);
        }
        expect(taken.size).toBe(signUps);
      }),
    );
  });
});

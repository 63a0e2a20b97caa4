import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSocialProfile } from "./social-profile";

const id = fc.string({ minLength: 1, maxLength: 40 }).map((s) => `id${s.trim()}`);
const name = fc.string({ maxLength: 300 });

describe("readSocialProfile properties", () => {
  it("keeps the id of every shape and cuts names to 100 characters", () => {
    fc.assert(
      fc.property(id, name, name, fc.constantFrom("oidc", "vk", "mailru", "ok"), (socialId, first, last, shape) => {
        const person = { first_name: first, last_name: last };
        const answer =
          shape === "oidc"
            ? { sub: socialId, given_name: first, family_name: last }
            : shape === "vk"
              ? { user: { user_id: socialId, ...person } }
              : shape === "mailru"
                ? { id: socialId, ...person }
                : { uid: socialId, ...person };
        const read = readSocialProfile(answer);
        expect(read.ok && read.value.socialId).toBe(socialId.trim());
        expect(read.ok && read.value.firstName).toBe(first.trim().slice(0, 100));
        expect(read.ok && read.value.lastName.length).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("never throws, whatever the provider answers", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (answer) => {
        expect(() => readSocialProfile(answer)).not.toThrow();
      }),
    );
  });
});

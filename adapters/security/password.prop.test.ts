import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scryptPasswordHasher } from "./password";

const cheap = scryptPasswordHasher({ N: 2 ** 8, r: 8, p: 1 });

describe("scryptPasswordHasher properties", () => {
  it("verifies every password against its own hash and refuses it against another's", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
        async (password, other) => {
          const hash = await cheap.hash(password);
          expect(await cheap.verify(password, hash)).toBe(true);
          expect(await cheap.verify(other, hash)).toBe(password.normalize("NFC") === other.normalize("NFC"));
        },
      ),
      { numRuns: 60 },
    );
  });
});

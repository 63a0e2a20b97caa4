import fc from "fast-check";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { PasswordHasher } from "../../core/ports/password-hasher.port";
import { scryptPasswordHasher } from "./password";

/** The hasher's effects run as promises, for short tests. */
const promised = (hasher: PasswordHasher) => ({
  hash: (password: string) => Effect.runPromise(hasher.hash(password)),
  verify: (password: string, hash: string | null) => Effect.runPromise(hasher.verify(password, hash)),
});
const cheap = promised(scryptPasswordHasher({ N: 2 ** 8, r: 8, p: 1 }));

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

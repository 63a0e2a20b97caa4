import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { PasswordHasher } from "../../core/ports/password-hasher.port";
import { DEFAULT_SCRYPT_PARAMS, scryptPasswordHasher } from "./password";

/** The hasher's effects run as promises, for short tests. */
const promised = (hasher: PasswordHasher) => ({
  hash: (password: string) => Effect.runPromise(hasher.hash(password)),
  verify: (password: string, hash: string | null) => Effect.runPromise(hasher.verify(password, hash)),
});
const cheap = promised(scryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }));

describe("scryptPasswordHasher", () => {
  it("writes scrypt, its parameters, a 128-bit salt and a 256-bit key, never the password", async () => {
    const hash = await cheap.hash("correct horse");
    expect(hash).toMatch(/^scrypt\$N=1024,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain("correct horse");
  });

  it("salts every hash", async () => {
    expect(await cheap.hash("same")).not.toBe(await cheap.hash("same"));
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await cheap.hash("correct horse");
    expect(await cheap.verify("correct horse", hash)).toBe(true);
    expect(await cheap.verify("correct horsf", hash)).toBe(false);
    expect(await cheap.verify("", hash)).toBe(false);
  });

  it("verifies with the parameters stored in the hash, whatever the hasher's own", async () => {
    const hash = await cheap.hash("correct horse");
    const stronger = promised(scryptPasswordHasher({ N: 2 ** 11, r: 8, p: 2 }));
    expect(await stronger.verify("correct horse", hash)).toBe(true);
  });

  it("treats the same visible password in another Unicode form as the same", async () => {
    const hash = await cheap.hash("пароль-й"); // й precomposed
    expect(await cheap.verify("пароль-и\u0306", hash)).toBe(true);
  });

  it("refuses malformed or out-of-bounds hashes instead of throwing", async () => {
    const good = await cheap.hash("x");
    const salt = good.split("$")[2];
    const key = good.split("$")[3];
    for (const bad of [
      "",
      "plain text",
      "bcrypt$2b$10$abc",
      `scrypt$N=1000,r=8,p=1$${salt}$${key}`,
      `scrypt$N=${2 ** 21},r=8,p=1$${salt}$${key}`,
      `scrypt$N=1024,r=99,p=1$${salt}$${key}`,
      `scrypt$N=1024,r=8,p=1$short$${key}`,
      `scrypt$N=1024,r=8,p=1$${salt}$`,
    ]) {
      expect(await cheap.verify("x", bad)).toBe(false);
    }
  });

  it("answers false for a missing account after doing the work of a check", async () => {
    expect(await cheap.verify("anything", null)).toBe(false);
  });

  it("defaults to OWASP's scrypt setting N=2^15, r=8, p=3", () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 32768, r: 8, p: 3 });
  });
});

import { describe, expect, it } from "vitest";
import { formatProfileSlug, isProfileSlug, parseProfileSlug } from "./profile-slug";

describe("profile slug", () => {
  it("joins id and username with a dash", () => {
    expect(formatProfileSlug({ id: 42, username: "ivan-petrov" })).toBe("42-ivan-petrov");
  });

  it("takes the digits before the first dash as the id and keeps the dashes of the username", () => {
    expect(parseProfileSlug("42-ivan-petrov")).toEqual({ ok: true, value: { id: 42, username: "ivan-petrov" } });
    expect(parseProfileSlug("7-2024-Anna_K.")).toEqual({ ok: true, value: { id: 7, username: "2024-Anna_K." } });
  });

  it("refuses a missing or zero-padded id and an empty or unsafe username", () => {
    for (const text of ["ivan", "42", "42-", "-ivan", "042-ivan", "0-ivan", "42-iv an", "42-иван", "x42-ivan"]) {
      expect(isProfileSlug(text)).toBe(false);
      expect(parseProfileSlug(text)).toEqual({ ok: false, error: { _tag: "NotProfileSlug", input: text } });
    }
    expect(parseProfileSlug("99999999999999999999-ivan")).toEqual({
      ok: false,
      error: { _tag: "IdOutOfRange", input: "99999999999999999999-ivan" },
    });
    expect(parseProfileSlug("2147483648-ivan")).toEqual({
      ok: false,
      error: { _tag: "IdOutOfRange", input: "2147483648-ivan" },
    });
  });
});

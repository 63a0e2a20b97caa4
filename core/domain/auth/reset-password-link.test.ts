import { describe, expect, it } from "vitest";
import { resetPasswordLink } from "./reset-password-link";

describe("resetPasswordLink", () => {
  it("points at the reset page of the origin with the code in the query", () => {
    expect(resetPasswordLink("https://shuyuan.ru", "abc_DEF-123")).toBe(
      "https://shuyuan.ru/reset-password/?code=abc_DEF-123",
    );
  });

  it("tolerates a trailing slash on the origin and escapes what a query cannot carry", () => {
    expect(resetPasswordLink("http://127.0.0.1:3600/", "a b&c")).toBe(
      "http://127.0.0.1:3600/reset-password/?code=a%20b%26c",
    );
  });
});

import { describe, expect, it } from "vitest";
import { decideSessionConsistency } from "./session-consistency";

const session = { token: "abc", expires: "2025-03-01T09:00:00.000Z" };

describe("decideSessionConsistency", () => {
  it.each([
    ["no cookie, no session", null, null, "anonymous"],
    ["empty cookie, no session", "", undefined, "anonymous"],
    ["same token in both", "abc", session, "consistent"],
    ["cookie without session", "abc", null, "clear-and-refresh"],
    ["session without cookie", undefined, session, "clear-and-refresh"],
    ["empty cookie with session", "", session, "clear-and-refresh"],
    ["different tokens", "xyz", session, "clear-and-refresh"],
  ] as const)("%s -> %s", (_, tokenCookie, stored, expected) => {
    expect(decideSessionConsistency({ tokenCookie, session: stored })).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { AUTH_COOKIE, SESSION_ID_COOKIE } from "./auth-cookie";
import { sessionKeyOf } from "./session-key";

const RECORD = { token: "abcdefghijklmnop-123456", expires: "2025-03-01T10:00:00.000Z" };
const auth = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify(RECORD))}`;

describe("sessionKeyOf", () => {
  it("is empty for every anonymous visitor, whatever their session id", () => {
    expect(sessionKeyOf(null)).toBe("");
    expect(sessionKeyOf(`${SESSION_ID_COOKIE}=visit-1`)).toBe("");
    expect(sessionKeyOf(`${SESSION_ID_COOKIE}=visit-2; theme=dark`)).toBe("");
    expect(sessionKeyOf(`${AUTH_COOKIE}=not-json; ${SESSION_ID_COOKIE}=visit-3`)).toBe("");
  });

  it("names the session id and the token's tail for someone signed in", () => {
    expect(sessionKeyOf(`${SESSION_ID_COOKIE}=visit-1; ${auth}`)).toBe("visit-1:123456");
    expect(sessionKeyOf(auth)).toBe(":123456");
  });
});

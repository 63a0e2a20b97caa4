import { describe, expect, it } from "vitest";
import { statusOf } from "./status-of";

describe("statusOf", () => {
  it("reads status, then statusCode", () => {
    expect(statusOf({ status: 404 })).toBe(404);
    expect(statusOf({ statusCode: 403 })).toBe(403);
    expect(statusOf({ status: 42, statusCode: 502 })).toBe(502);
    expect(statusOf(Object.assign(new Error("gone"), { status: 410 }))).toBe(410);
  });

  it("defaults to 500", () => {
    expect(statusOf(new Error("boom"))).toBe(500);
    expect(statusOf({ status: "404" })).toBe(500);
    expect(statusOf({ status: 600 })).toBe(500);
    expect(statusOf({ status: 404.5 })).toBe(500);
    expect(statusOf(null)).toBe(500);
    expect(statusOf(404)).toBe(500);
  });
});

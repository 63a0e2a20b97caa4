import { describe, expect, it } from "vitest";
import { sessionLastUseText } from "./session-last-use-text";

describe("sessionLastUseText", () => {
  it("is the Moscow day and time of the last use", () => {
    expect(sessionLastUseText("2026-11-25T04:05:30.000Z")).toBe("25 ноября 2026, 07:05 мск");
    expect(sessionLastUseText("2026-11-24T22:30:00.000Z")).toBe("25 ноября 2026, 01:30 мск");
    expect(sessionLastUseText("2026-03-01T00:00:00+03:00")).toBe("1 марта 2026, 00:00 мск");
  });

  it("is null without a time or for one it cannot read", () => {
    expect(sessionLastUseText(null)).toBeNull();
    expect(sessionLastUseText("вчера")).toBeNull();
  });
});

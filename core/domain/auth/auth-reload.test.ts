import { describe, expect, it } from "vitest";
import { shouldReloadOnAuthChange } from "./auth-reload";

describe("shouldReloadOnAuthChange", () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, true, false],
    [false, false, false],
  ])("logged in %s -> %s: reload %s", (previous, next, expected) => {
    expect(shouldReloadOnAuthChange(previous, next)).toBe(expected);
  });
});

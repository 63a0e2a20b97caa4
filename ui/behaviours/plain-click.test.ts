import { describe, expect, it } from "vitest";
import { isPlainClick } from "./plain-click";

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe("isPlainClick", () => {
  it("is a left click without modifier keys", () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it("is not a click with any modifier key or another button", () => {
    const others = [
      { ...click, button: 1 },
      { ...click, button: 2 },
      { ...click, metaKey: true },
      { ...click, ctrlKey: true },
      { ...click, shiftKey: true },
      { ...click, altKey: true },
    ];
    expect(others.map(isPlainClick)).toEqual(others.map(() => false));
  });
});

import { describe, expect, it } from "vitest";
import { isTopModal, modalZIndex, popModal, pushModal } from "./modal-layer";

describe("modal layers", () => {
  it("start at z-index 1000 and rise with each stacked modal", () => {
    expect(modalZIndex(0)).toBe(1000);
    expect(modalZIndex(2)).toBe(1002);
    expect(modalZIndex(-3)).toBe(1000);
  });

  it("let only the top modal answer, and hand the top back when it closes", () => {
    const stack = pushModal(pushModal([], "login"), "reset");
    expect(isTopModal(stack, "reset")).toBe(true);
    expect(isTopModal(stack, "login")).toBe(false);
    expect(isTopModal(popModal(stack, "reset"), "login")).toBe(true);
    expect(isTopModal([], "login")).toBe(false);
  });
});

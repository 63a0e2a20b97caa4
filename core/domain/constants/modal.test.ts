import { describe, expect, it } from "vitest";
import { MODAL } from "./modal";

describe("modal constants", () => {
  it("stack from z-index 1000 with the spec widths", () => {
    expect(MODAL.baseZIndex).toBe(1000);
    expect(MODAL.widths).toEqual({ default: "880px", normal: "860px", large: "640px", giant: "860px" });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTopModal, modalZIndex, popModal, pushModal } from "./modal-layer";

const opsArb = fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 5 })), { maxLength: 40 });

describe("modal layer properties", () => {
  it("keeps each modal once, the last opened on top", () => {
    fc.assert(
      fc.property(opsArb, (ops) => {
        let stack: readonly number[] = [];
        for (const [open, id] of ops) {
          stack = open ? pushModal(stack, id) : popModal(stack, id);
          if (open) expect(isTopModal(stack, id)).toBe(true);
          else expect(stack).not.toContain(id);
          expect(new Set(stack).size).toBe(stack.length);
        }
      }),
    );
  });

  it("gives a higher modal a higher z-index, never below 1000", () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), (a, b) => {
        expect(modalZIndex(a)).toBeGreaterThanOrEqual(1000);
        if (a < b) expect(modalZIndex(a)).toBeLessThan(modalZIndex(b));
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeShortlist } from "../../../core/domain/compare/shortlist-normalize";
import { shortlistItemsArb } from "../../../tests/arbitraries/shortlist.arb";
import { memoryStorage } from "./memory-storage";
import { shortlistStore } from "./shortlist-store";

describe("the browser shortlist store (properties)", () => {
  it("reads back what was written, normalized", () => {
    fc.assert(
      fc.property(shortlistItemsArb, (items) => {
        const store = shortlistStore(memoryStorage());
        store.write(items);
        expect(store.read()).toEqual(normalizeShortlist(items));
      }),
    );
  });

  it("never throws and always reads a valid list, whatever the stored text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const list = shortlistStore(memoryStorage({ "shuyuan.compare": raw })).read();
        expect(normalizeShortlist(list)).toEqual(list);
      }),
    );
  });
});

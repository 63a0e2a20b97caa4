import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { joinIds, omitEmpty } from "./server-query-values";

const refArb = fc.option(fc.record({ id: fc.integer({ min: 1, max: 20 }), slug: fc.constantFrom("a", "b") }), {
  nil: null,
});

describe("server query values properties", () => {
  it("joinIds lists the distinct ids in first-seen order", () => {
    fc.assert(
      fc.property(fc.array(refArb, { maxLength: 8 }), (refs) => {
        const present = refs.flatMap((ref) => (ref === null ? [] : [ref.id]));
        const distinct = present.filter((id, index) => present.indexOf(id) === index);
        expect(joinIds(refs)).toBe(distinct.length === 0 ? undefined : distinct.join(","));
      }),
    );
  });

  it("omitEmpty keeps exactly the non-empty entries, unchanged", () => {
    const valueArb = fc.oneof(fc.constantFrom(undefined, "", false, true, 0), fc.string({ maxLength: 3 }));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("a", "b", "c", "d"), valueArb), (query) => {
        const kept = omitEmpty(query);
        for (const [key, value] of Object.entries(query)) {
          const empty = value === undefined || value === "" || value === false;
          expect(key in kept).toBe(!empty);
          if (!empty) expect(kept[key]).toBe(value);
        }
      }),
    );
  });
});

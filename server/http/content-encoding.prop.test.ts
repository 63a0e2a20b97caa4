import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chooseEncoding, type Encoding, ENCODINGS, type Precompressed } from "./content-encoding";

const CODINGS = ["br", "gzip", "identity", "*", "deflate", "zstd"] as const;
const Q = ["0", "0.0", "0.001", "0.3", "0.5", "0.8", "1", "1.000"] as const;

type Element = {
  readonly coding: (typeof CODINGS)[number];
  readonly q: (typeof Q)[number] | null;
  readonly upper: boolean;
};

const elementArb: fc.Arbitrary<Element> = fc.record({
  coding: fc.constantFrom(...CODINGS),
  q: fc.option(fc.constantFrom(...Q), { nil: null }),
  upper: fc.boolean(),
});
const precompressedArb: fc.Arbitrary<Precompressed[]> = fc.subarray(["br", "gzip"] as Precompressed[]);
const text = (e: Element) => `${e.upper ? e.coding.toUpperCase() : e.coding}${e.q === null ? "" : `;q=${e.q}`}`;
const headerOf = (elements: readonly Element[]) => elements.map(text).join(", ");

/** The weight RFC 9110 gives `encoding` under the header's elements, written as a lookup over the list. */
function weight(elements: readonly Element[], encoding: Encoding): number {
  const q = (e: Element) => (e.q === null ? 1 : Number(e.q));
  const named = elements.filter((e) => e.coding === encoding);
  if (named.length > 0) return Math.max(...named.map(q));
  const stars = elements.filter((e) => e.coding === "*");
  if (stars.length > 0) return Math.max(...stars.map(q));
  return encoding === "identity" ? 0.001 : 0;
}

describe("chooseEncoding properties", () => {
  it("picks a sendable encoding with the highest weight, ties in the order br, gzip, identity", () => {
    fc.assert(
      fc.property(fc.array(elementArb, { maxLength: 7 }), precompressedArb, (elements, precompressed) => {
        const sendable = ENCODINGS.filter((e) => e === "identity" || precompressed.includes(e));
        const best = Math.max(...sendable.map((e) => weight(elements, e)));
        const expected = best > 0 ? sendable.find((e) => weight(elements, e) === best) : "identity";
        expect(chooseEncoding(headerOf(elements), precompressed)).toBe(expected);
      }),
    );
  });

  it("never sends a coding the header refuses or that has no precompressed copy", () => {
    fc.assert(
      fc.property(fc.array(elementArb, { maxLength: 7 }), precompressedArb, (elements, precompressed) => {
        const chosen = chooseEncoding(headerOf(elements), precompressed);
        if (chosen !== "identity") {
          expect(precompressed).toContain(chosen);
          expect(weight(elements, chosen)).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("does not depend on the order of the header's elements", () => {
    fc.assert(
      fc.property(
        fc
          .array(elementArb, { maxLength: 7 })
          .chain((elements) =>
            fc.tuple(fc.constant(elements), fc.shuffledSubarray(elements, { minLength: elements.length })),
          ),
        precompressedArb,
        ([elements, shuffled], precompressed) => {
          expect(chooseEncoding(headerOf(shuffled), precompressed)).toBe(
            chooseEncoding(headerOf(elements), precompressed),
          );
        },
      ),
    );
  });
});

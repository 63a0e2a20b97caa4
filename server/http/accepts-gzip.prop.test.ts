import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./accepts-gzip";

const OTHER = ["br", "deflate", "zstd", "identity", "compress"] as const;
const qArb = fc.option(fc.constantFrom("0", "0.0", "0.5", "1", "1.000", "0.001"), { nil: undefined });
const entryArb = (coding: fc.Arbitrary<string>) =>
  fc.record({ coding, q: qArb, spaced: fc.boolean() }).map(({ coding: c, q, spaced }) => ({
    coding: c,
    positive: q === undefined || Number(q) > 0,
    text: q === undefined ? c : `${c}${spaced ? "; " : ";"}q=${q}`,
  }));

describe("acceptsGzip properties", () => {
  it("follows the first gzip entry when there is one, else the wildcard, else refuses", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(entryArb(fc.constantFrom(...OTHER)), entryArb(fc.constantFrom("gzip", "GZip", "x-gzip", "*"))),
          { maxLength: 6 },
        ),
        (entries) => {
          const header = entries.map((e) => e.text).join(", ");
          const named = entries.find((e) => ["gzip", "x-gzip"].includes(e.coding.toLowerCase()));
          const wildcard = entries.filter((e) => e.coding === "*").at(-1);
          expect(acceptsGzip(header)).toBe(named?.positive ?? wildcard?.positive ?? false);
        },
      ),
    );
  });
});

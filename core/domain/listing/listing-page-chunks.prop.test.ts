import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageChunks } from "./listing-page-chunks";

const argsArb = fc.record({
  pages: fc.integer({ min: 1, max: 200 }),
  pageSize: fc.integer({ min: 1, max: 50 }),
  maxPerPage: fc.integer({ min: 1, max: 500 }),
});

describe("pageChunks properties", () => {
  it("covers the first pages*pageSize cards from the start, without gaps, in order", () => {
    fc.assert(
      fc.property(argsArb, ({ pages, pageSize, maxPerPage }) => {
        const chunks = pageChunks(pages, pageSize, maxPerPage);
        const ranges = chunks.map(({ page, perPage }) => [(page - 1) * perPage, page * perPage] as const);
        expect(ranges[0]?.[0]).toBe(0);
        ranges.slice(1).forEach(([start], index) => expect(start).toBe(ranges[index]?.[1]));
        const end = ranges.at(-1)?.[1] ?? 0;
        expect(end).toBeGreaterThanOrEqual(pages * pageSize);
        expect(end - pages * pageSize).toBeLessThan(chunks[0]?.perPage ?? 1);
      }),
    );
  });

  it("never asks for more than the limit per request unless one page alone is larger", () => {
    fc.assert(
      fc.property(argsArb, ({ pages, pageSize, maxPerPage }) => {
        for (const chunk of pageChunks(pages, pageSize, maxPerPage))
          expect(chunk.perPage).toBeLessThanOrEqual(Math.max(maxPerPage, pageSize));
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageLinks } from "./page-links";

const pagerArb = fc
  .integer({ min: 1, max: 500 })
  .chain((last) => fc.record({ last: fc.constant(last), current: fc.integer({ min: 1, max: last }) }));

const pagesOf = (current: number, last: number) =>
  pageLinks(current, last).flatMap((link) => (link._tag === "Page" ? [link] : []));

describe("pageLinks properties", () => {
  it("always shows the first, the last and the current page, the current one marked once", () => {
    fc.assert(
      fc.property(pagerArb, ({ current, last }) => {
        const pages = pagesOf(current, last);
        const numbers = pages.map((link) => link.page);
        expect(numbers).toContain(1);
        expect(numbers).toContain(last);
        expect(pages.filter((link) => link.current).map((link) => link.page)).toEqual([current]);
      }),
    );
  });

  it("lists pages in increasing order within 1..last", () => {
    fc.assert(
      fc.property(pagerArb, ({ current, last }) => {
        const numbers = pagesOf(current, last).map((link) => link.page);
        numbers.forEach((page, index) => {
          expect(page).toBeGreaterThanOrEqual(1);
          expect(page).toBeLessThanOrEqual(last);
          if (index > 0) expect(page).toBeGreaterThan(numbers[index - 1] ?? 0);
        });
      }),
    );
  });

  it("puts a gap exactly where two or more pages are skipped, never two gaps in a row", () => {
    fc.assert(
      fc.property(pagerArb, ({ current, last }) => {
        const links = pageLinks(current, last);
        links.forEach((link, index) => {
          const before = links[index - 1];
          const after = links[index + 1];
          if (link._tag === "Gap") {
            expect(before?._tag).toBe("Page");
            expect(after?._tag).toBe("Page");
            if (before?._tag === "Page" && after?._tag === "Page") expect(after.page - before.page).toBeGreaterThan(2);
          } else if (after?._tag === "Page") {
            expect(after.page - link.page).toBe(1);
          }
        });
      }),
    );
  });

  it("stays short whatever the length of the list", () => {
    fc.assert(
      fc.property(pagerArb, ({ current, last }) => {
        expect(pageLinks(current, last).length).toBeLessThanOrEqual(9);
      }),
    );
  });
});

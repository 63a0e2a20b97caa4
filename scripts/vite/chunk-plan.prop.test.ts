import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FILE_OVERHEAD, type Group, mergeGain, mergeGroups } from "./chunk-plan";

const PAGES = ["home", "listing", "institution", "compare", "quiz", "settings"] as const;

/** Shared files as the first build leaves them: each with a distinct module, some page types and a gzip size. */
const groups = fc
  .array(
    fc.record({
      pages: fc.uniqueArray(fc.constantFrom(...PAGES), { minLength: 1 }),
      size: fc.integer({ min: 30, max: 5_000 }),
    }),
    { maxLength: 14 },
  )
  .map((files) =>
    files.map(({ pages, size }, index): Group => ({ pages: new Set(pages), size, modules: [`m${index}`] })),
  );

/** The model's bytes over all page types: each page pays each file it loads, and a file's overhead. */
const total = (files: readonly Group[]) =>
  files.reduce((sum, file) => sum + file.pages.size * (file.size + FILE_OVERHEAD), 0);

describe("mergeGroups: the chunk plan's merges", () => {
  it("keeps every module, each in one file", () => {
    fc.assert(
      fc.property(groups, (files) => {
        const modules = mergeGroups(files).flatMap((file) => file.modules);
        expect(modules.toSorted()).toEqual(files.flatMap((file) => file.modules).toSorted());
      }),
    );
  });

  it("never grows the bytes summed over page types, and stops where no merge gains", () => {
    fc.assert(
      fc.property(groups, (files) => {
        const merged = mergeGroups(files);
        expect(total(merged)).toBeLessThanOrEqual(total(files));
        for (const a of merged) for (const b of merged) if (a !== b) expect(mergeGain(a, b)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("never merges files that no page type loads together", () => {
    fc.assert(
      fc.property(groups, (files) => {
        const pagesOf = new Map(files.flatMap((file) => file.modules.map((module) => [module, file.pages] as const)));
        const pages = (module: string) => pagesOf.get(module) ?? new Set<string>();
        for (const file of mergeGroups(files)) {
          // Linked: each original file of a merged one shares a page type with another of its originals.
          for (const module of file.modules)
            if (file.modules.length > 1)
              expect(
                file.modules.some(
                  (other) => other !== module && [...pages(module)].some((page) => pages(other).has(page)),
                ),
              ).toBe(true);
        }
      }),
    );
  });

  it("merges two small files that the same pages load", () => {
    const a: Group = { pages: new Set(["home", "listing"]), size: 120, modules: ["a"] };
    const b: Group = { pages: new Set(["home", "listing"]), size: 80, modules: ["b"] };
    expect(mergeGroups([a, b])).toEqual([{ pages: a.pages, size: 200, modules: ["a", "b"] }]);
  });

  it("keeps a large file apart from a page that does not need it", () => {
    const shared: Group = { pages: new Set(["home", "listing", "quiz"]), size: 200, modules: ["shared"] };
    const listingOnly: Group = { pages: new Set(["listing"]), size: 4_000, modules: ["listing"] };
    expect(mergeGroups([shared, listingOnly])).toHaveLength(2);
  });
});

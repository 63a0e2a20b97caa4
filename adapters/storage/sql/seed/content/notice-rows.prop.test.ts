import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { noticeRows } from "./notice-rows";
import type { NoticeSeed } from "./seed-rows.types";

const NOW = new Date("2026-11-20T09:00:00.000Z");
const REFS = [
  { slug: "pekinskij-universitet-1", titleEn: "Peking University" },
  { slug: "zhejiang-university-31", titleEn: "Zhejiang University" },
];

const noticeArb: fc.Arbitrary<NoticeSeed> = fc.record({
  institution: fc.option(fc.constantFrom(...REFS)),
  text: fc.constantFrom("Открыт приём заявок.", "Приём закрывается в марте."),
  link: fc.option(fc.constant("/faq/")),
  level: fc.constantFrom("info", "warning", "danger"),
  startsDaysAgo: fc.integer({ min: 0, max: 60 }),
  endsInDays: fc.integer({ min: 1, max: 365 }),
});

describe("noticeRows properties", () => {
  it("keeps main notices and the notices of present institutions, each with its model id", () => {
    fc.assert(
      fc.property(fc.array(noticeArb, { maxLength: 10 }), fc.subarray(REFS), (seeds, present) => {
        const idOf = (slug: string) => REFS.findIndex((ref) => ref.slug === slug) + 1;
        const rows = noticeRows(
          seeds,
          { institutionId: (ref) => (ref !== null && present.includes(ref) ? idOf(ref.slug) : null) },
          NOW,
        );
        const kept = seeds.filter((seed) => seed.institution === null || present.includes(seed.institution));
        expect(rows.map((row) => row.model_id)).toEqual(
          kept.map((seed) => (seed.institution === null ? null : idOf(seed.institution.slug))),
        );
        expect(rows.every((row) => (row.model_type === null) === (row.model_id === null))).toBe(true);
      }),
    );
  });

  it("makes every notice run from on or before now to after now", () => {
    fc.assert(
      fc.property(fc.array(noticeArb, { maxLength: 10 }), (seeds) => {
        for (const row of noticeRows(seeds, { institutionId: () => 1 }, NOW)) {
          expect(row.starts_at instanceof Date && row.starts_at <= NOW).toBe(true);
          expect(row.ends_at instanceof Date && row.ends_at > NOW).toBe(true);
        }
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EMPTY_MODERATION_FILTER,
  MODERATION_PAGE_MAX,
  MODERATION_SEARCH_MAX,
  MODERATION_STATES,
  MODERATION_TYPES,
  type ModerationFilter,
  moderationParamsOf,
  moderationSearchId,
  moderationSearchOf,
  moderationSearchText,
  parseModerationParams,
} from "./moderation-filter";

const filter: fc.Arbitrary<ModerationFilter> = fc.record({
  state: fc.constantFrom(...MODERATION_STATES),
  type: fc.constantFrom(...MODERATION_TYPES),
  search: fc.string({ maxLength: 120 }).map(moderationSearchText),
  page: fc.integer({ min: 1, max: MODERATION_PAGE_MAX }),
});

const getterOf = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.get(name);
};

describe("moderation filter in the address", () => {
  it("reads back what it writes", () => {
    fc.assert(
      fc.property(filter, (f) => {
        expect(parseModerationParams(getterOf(moderationSearchOf(f)))).toEqual(f);
      }),
    );
  });

  it("writes nothing for neutral values", () => {
    expect(moderationParamsOf(EMPTY_MODERATION_FILTER)).toEqual([]);
    expect(moderationSearchOf(EMPTY_MODERATION_FILTER)).toBe("");
  });

  it("reads any query at all as some filter, each field within its range", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("state", "type", "q", "page", "x"), fc.string()), (raw) => {
        const f = parseModerationParams((name) => raw[name] ?? null);
        expect(MODERATION_STATES).toContain(f.state);
        expect(MODERATION_TYPES).toContain(f.type);
        expect([...f.search].length).toBeLessThanOrEqual(MODERATION_SEARCH_MAX);
        expect(f.search).toBe(f.search.trim());
        expect(Number.isInteger(f.page) && f.page >= 1 && f.page <= MODERATION_PAGE_MAX).toBe(true);
      }),
    );
  });

  it("finds a comment by its number written as 123 or #123, and nothing else", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.boolean(), (id, hash) => {
        expect(moderationSearchId(`${hash ? "#" : ""}${id}`)).toBe(id);
      }),
    );
    for (const text of ["", "#", "0", "#0", "12a", "отзыв", "# 12"]) expect(moderationSearchId(text)).toBeNull();
  });
});

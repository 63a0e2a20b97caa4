import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_DISMISSED_NOTICES, parseDismissedNotices, withDismissedNotice } from "./dismissed-notices";

const idArb = fc.integer({ min: 1, max: 10_000 });
const idsArb = fc.uniqueArray(idArb, { maxLength: MAX_DISMISSED_NOTICES });

describe("dismissed notices properties", () => {
  it("a dismissed id is remembered, after a round trip through storage too", () => {
    fc.assert(
      fc.property(idsArb, idArb, (ids, id) => {
        const next = withDismissedNotice(ids, id);
        expect(next).toContain(id);
        expect(parseDismissedNotices(JSON.stringify(next))).toEqual(next);
      }),
    );
  });

  it("never holds duplicates nor more than the limit, and keeps the most recent ids in order", () => {
    fc.assert(
      fc.property(idsArb, fc.array(idArb, { maxLength: 80 }), (start, dismissals) => {
        const end = dismissals.reduce(withDismissedNotice, start);
        expect(new Set(end).size).toBe(end.length);
        expect(end.length).toBeLessThanOrEqual(MAX_DISMISSED_NOTICES);
        const recent = [...new Set([...dismissals].reverse())].slice(0, MAX_DISMISSED_NOTICES).reverse();
        expect(end.slice(end.length - recent.length)).toEqual(recent);
      }),
    );
  });

  it("parsing never throws and yields only positive integers", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        expect(parseDismissedNotices(raw).every((id) => Number.isInteger(id) && id > 0)).toBe(true);
      }),
    );
  });
});

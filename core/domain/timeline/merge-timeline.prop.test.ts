import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentEventRowArb, statusHistoryRowArb } from "../../../tests/arbitraries/timeline.arb";
import { mergeTimeline, timelineActor } from "./merge-timeline";

const rowsArb = fc.tuple(
  fc.array(statusHistoryRowArb, { maxLength: 12 }),
  fc.array(documentEventRowArb, { maxLength: 12 }),
);

describe("mergeTimeline (properties)", () => {
  it("keeps every row once, oldest first", () => {
    fc.assert(
      fc.property(rowsArb, ([history, documents]) => {
        const merged = mergeTimeline(history, documents);
        expect(merged).toHaveLength(history.length + documents.length);
        expect(merged.filter((entry) => entry._tag === "StatusChanged")).toHaveLength(history.length);
        const times = merged.map((entry) => entry.at.getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }),
    );
  });

  it("keeps the stored order of rows with the same time, status changes first", () => {
    fc.assert(
      fc.property(rowsArb, ([history, documents]) => {
        const merged = mergeTimeline(history, documents);
        const comments = merged.flatMap((entry) => (entry._tag === "StatusChanged" ? [entry] : []));
        const sameTimeHistory = [...history].sort((a, b) => a.at.getTime() - b.at.getTime());
        expect(comments.map((entry) => entry.comment)).toEqual(sameTimeHistory.map((row) => row.comment));
        merged.slice(1).forEach((after, index) => {
          const before = merged[index];
          if (before?.at.getTime() === after.at.getTime()) {
            expect(before._tag === "DocumentMoved" && after._tag === "StatusChanged").toBe(false);
          }
        });
      }),
    );
  });

  it("says who acted by the stored actor, the system for anything it does not know", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (actor) => {
        const expected = ["user", "applicant"].includes(actor)
          ? "applicant"
          : ["staff", "admin"].includes(actor)
            ? "staff"
            : "system";
        expect(timelineActor(actor)).toBe(expected);
      }),
    );
  });

  it("reads the statuses of history rows, unknown ones kept verbatim", () => {
    fc.assert(
      fc.property(statusHistoryRowArb, (row) => {
        const [entry] = mergeTimeline([row], []);
        if (entry?._tag !== "StatusChanged") throw new Error("expected a status change");
        expect(entry.to._tag === "Known" ? entry.to.key : entry.to.raw).toBe(row.to);
        expect(entry.from === null).toBe(row.from === null);
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queueFilterArb } from "../../../tests/arbitraries/staff-queue.arb";
import { EMPTY_QUEUE_FILTER } from "./queue-filter";
import { parseQueueParams, QUEUE_PARAMS, queueParamsOf, queueSearchOf } from "./queue-params";

const fromSearch = (search: string) => {
  const params = new URLSearchParams(search);
  return parseQueueParams((name) => params.get(name));
};

describe("queue filter in the address", () => {
  it("reads back every filter it writes, through a real query string", () => {
    fc.assert(
      fc.property(queueFilterArb, (filter) => {
        expect(fromSearch(queueSearchOf(filter))).toEqual(filter);
      }),
    );
  });

  it("writes nothing for the neutral filter, and one pair per non-neutral field", () => {
    expect(queueSearchOf(EMPTY_QUEUE_FILTER)).toBe("");
    fc.assert(
      fc.property(queueFilterArb, (filter) => {
        const names = queueParamsOf(filter).map(([name]) => name);
        expect(new Set(names).size).toBe(names.length);
        expect(names.includes(QUEUE_PARAMS.overdue)).toBe(filter.overdue);
        expect(names.includes(QUEUE_PARAMS.page)).toBe(filter.page !== 1);
        expect(names.includes(QUEUE_PARAMS.course)).toBe(filter.course !== null);
      }),
    );
  });

  it("reads any query at all without failing, into a filter it can write again unchanged", () => {
    const names = Object.values(QUEUE_PARAMS);
    const anyQuery = fc.dictionary(fc.constantFrom(...names, "x"), fc.string({ maxLength: 200 }));
    fc.assert(
      fc.property(anyQuery, (query) => {
        const filter = parseQueueParams((name) => query[name] ?? null);
        expect(fromSearch(queueSearchOf(filter))).toEqual(filter);
        expect(filter.page).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantArb, queueFilterArb, slaOverridesArb } from "../../../tests/arbitraries/staff-queue.arb";
import { BOOKING_STATUSES } from "../booking/booking-status";
import { stageExpectation } from "../timeline/stage-expectation";
import { queueCriteria, queueSearch, statusesOfParty } from "./queue-criteria";
import { QUEUE_PAGE_SIZE, QUEUE_PARTIES } from "./queue-filter";
import { effectiveSla } from "./staff-sla";

describe("queue criteria properties", () => {
  it("pages by 50 from the filter's page", () => {
    fc.assert(
      fc.property(queueFilterArb, slaOverridesArb, instantArb, (filter, overrides, now) => {
        const criteria = queueCriteria(filter, effectiveSla(overrides), now);
        expect(criteria.limit).toBe(QUEUE_PAGE_SIZE);
        expect(criteria.offset).toBe((filter.page - 1) * QUEUE_PAGE_SIZE);
        expect(criteria.overdue === null).toBe(!filter.overdue);
        expect([criteria.institution, criteria.program, criteria.course, criteria.intake]).toEqual([
          filter.institution,
          filter.program,
          filter.course,
          filter.intake,
        ]);
      }),
    );
  });

  it("splits the statuses among the parties: each open status waits on exactly one of them", () => {
    for (const status of BOOKING_STATUSES) {
      const parties = QUEUE_PARTIES.filter((party) => statusesOfParty(party).includes(status));
      const closed = stageExpectation({ _tag: "Known", key: status }).party === "nobody";
      expect(parties.length).toBe(closed ? 0 : 1);
    }
  });

  it("searches trimmed lower-case text, and reads digits (with or without #) as an application number", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const search = queueSearch(text);
        if (text.trim() === "") expect(search).toBeNull();
        else expect(search?.text).toBe(text.trim().toLowerCase());
      }),
    );
    // Its words: the lower-case text's, each once, none blank, in the order typed.
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("Вера", "очередная", "ВЕРА", "ivan", "lee", " ", "\t"), { maxLength: 8 }),
        (parts) => {
          const text = parts.join(" ");
          const search = queueSearch(text);
          if (search === null) {
            expect(text.trim()).toBe("");
          } else {
            expect(search.words).toEqual([...new Set(text.trim().toLowerCase().split(/\s+/u))]);
            expect(search.words.every((word) => word !== "" && !/\s/u.test(word))).toBe(true);
          }
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.boolean(), (n, hash) => {
        expect(queueSearch(`${hash ? "#" : ""}${n}`)?.number).toBe(n);
      }),
    );
  });
});

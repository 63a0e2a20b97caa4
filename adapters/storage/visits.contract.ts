import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewVisit, VisitRepository } from "../../core/ports/visit-repository.port";

export type VisitsStore = Readonly<{ visits: VisitRepository; close: () => Promise<void> }>;

const SESSION = "s".repeat(43);

const aVisit = (overrides: Partial<NewVisit> = {}): NewVisit => ({
  sessionId: SESSION,
  yid: "1700000000123456789",
  path: "/universities/",
  referrer: "",
  utm: {},
  userId: null,
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0",
  at: new Date("2026-11-21T10:00:00.000Z"),
  ...overrides,
});

/** The behaviour every VisitRepository must have (run against memory and SQL). */
export function visitRepositoryContract(name: string, open: () => Promise<VisitsStore>) {
  describe(`VisitRepository contract: ${name}`, () => {
    let store: VisitsStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close());

    it("summarises an unknown visitor id as no visits", async () => {
      await store.visits.add(aVisit({ yid: "other" }));
      expect(await store.visits.summaryByYid("1700000000123456789", SESSION)).toEqual({
        visitsCount: 0,
        firstVisitAt: null,
        lastVisitAt: null,
        lastUtm: {},
        hasAccount: false,
      });
    });

    it("counts the visits of one id, with the first and last times, whatever order they arrive in", async () => {
      await store.visits.add(aVisit({ at: new Date("2026-11-21T12:00:00.000Z") }));
      await store.visits.add(aVisit({ at: new Date("2026-11-20T08:30:00.000Z") }));
      await store.visits.add(aVisit({ at: new Date("2026-11-22T23:59:59.999Z") }));
      await store.visits.add(aVisit({ yid: "someone-else" }));
      await store.visits.add(aVisit({ yid: null }));
      expect(await store.visits.summaryByYid("1700000000123456789", SESSION)).toMatchObject({
        visitsCount: 3,
        firstVisitAt: new Date("2026-11-20T08:30:00.000Z"),
        lastVisitAt: new Date("2026-11-22T23:59:59.999Z"),
        hasAccount: false,
      });
    });

    it("takes the utm of the latest visit that carried any", async () => {
      await store.visits.add(aVisit({ at: new Date("2026-11-20T00:00:00Z"), utm: { utm_source: "yandex" } }));
      await store.visits.add(
        aVisit({ at: new Date("2026-11-21T00:00:00Z"), utm: { utm_source: "vk", utm_medium: "social" } }),
      );
      await store.visits.add(aVisit({ at: new Date("2026-11-22T00:00:00Z"), utm: {} }));
      expect((await store.visits.summaryByYid("1700000000123456789", SESSION)).lastUtm).toEqual({
        utm_source: "vk",
        utm_medium: "social",
      });
    });

    it("breaks a tie of times by the later report", async () => {
      const at = new Date("2026-11-21T00:00:00Z");
      await store.visits.add(aVisit({ at, utm: { utm_source: "first" } }));
      await store.visits.add(aVisit({ at, utm: { utm_source: "second" } }));
      expect((await store.visits.summaryByYid("1700000000123456789", SESSION)).lastUtm).toEqual({
        utm_source: "second",
      });
    });

    it("knows an id has an account when any of its visits was signed in", async () => {
      await store.visits.add(aVisit());
      expect((await store.visits.summaryByYid("1700000000123456789", SESSION)).hasAccount).toBe(false);
      await store.visits.add(aVisit({ userId: 42 }));
      expect((await store.visits.summaryByYid("1700000000123456789", SESSION)).hasAccount).toBe(true);
    });

    it("counts only the visits of the given session: another session reporting the same id shows nothing", async () => {
      await store.visits.add(aVisit({ userId: 7, utm: { utm_source: "vk" } }));
      await store.visits.add(aVisit({ sessionId: "t".repeat(43), at: new Date("2026-11-25T00:00:00Z") }));
      expect(await store.visits.summaryByYid("1700000000123456789", SESSION)).toEqual({
        visitsCount: 1,
        firstVisitAt: new Date("2026-11-21T10:00:00.000Z"),
        lastVisitAt: new Date("2026-11-21T10:00:00.000Z"),
        lastUtm: { utm_source: "vk" },
        hasAccount: true,
      });
      expect(await store.visits.summaryByYid("1700000000123456789", "u".repeat(43))).toMatchObject({
        visitsCount: 0,
        hasAccount: false,
      });
    });
  });
}

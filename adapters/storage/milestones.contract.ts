import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MilestoneRepository } from "../../core/ports/milestone-repository.port";

/** What each adapter's test gives: a fresh repository, two applications and a staff member's id. */
export type MilestonesContractWorld = Readonly<{
  milestones: MilestoneRepository;
  booking: number;
  otherBooking: number;
  staff: number;
  close: () => Promise<void>;
}>;

const now = new Date("2026-08-01T09:00:00.000Z");

/** The behaviour every MilestoneRepository must have (run against memory and SQL). */
export function milestoneRepositoryContract(name: string, open: () => Promise<MilestonesContractWorld>) {
  describe(`MilestoneRepository contract: ${name}`, () => {
    let w: MilestonesContractWorld;
    beforeEach(async () => {
      w = await open();
    });
    afterEach(() => w.close());

    it("has no dates for an application nobody planned", async () => {
      expect(await w.milestones.list(w.booking)).toEqual([]);
    });

    it("keeps one date per step, in the order of the steps, whoever set it last", async () => {
      await w.milestones.set(w.booking, "arrival", "2026-08-30", w.staff, now);
      await w.milestones.set(w.booking, "jw202", "2026-06-01", w.staff, now);
      await w.milestones.set(w.booking, "arrival", "2026-08-31", w.staff, now);
      expect(await w.milestones.list(w.booking)).toEqual([
        { step: "jw202", on_date: "2026-06-01", updated_by: w.staff },
        { step: "arrival", on_date: "2026-08-31", updated_by: w.staff },
      ]);
    });

    it("keeps each application's dates apart", async () => {
      await w.milestones.set(w.booking, "registration", "2026-09-11", w.staff, now);
      expect(await w.milestones.list(w.otherBooking)).toEqual([]);
    });

    it("clears one step, and says when there was nothing to clear", async () => {
      await w.milestones.set(w.booking, "x1_visa", "2026-07-01", w.staff, now);
      await w.milestones.set(w.booking, "registration", "2026-09-11", w.staff, now);
      expect(await w.milestones.clear(w.booking, "x1_visa")).toBe(true);
      expect(await w.milestones.clear(w.booking, "x1_visa")).toBe(false);
      expect(await w.milestones.clear(w.otherBooking, "registration")).toBe(false);
      expect(await w.milestones.list(w.booking)).toEqual([
        { step: "registration", on_date: "2026-09-11", updated_by: w.staff },
      ]);
    });
  });
}

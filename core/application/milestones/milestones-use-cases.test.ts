import { Result } from "effect";
import { memoryAuditLog } from "../../../adapters/storage/memory/audit-log.memory";
import { describe, expect, it } from "vitest";
import { memoryMilestoneRepository } from "../../../adapters/storage/memory/milestones.memory";
import { COMMUNITY_IDS as ID, memoryBookingWorld } from "../../../tests/builders/memory-community.builder";
import { storedApplication } from "../../../tests/builders/memory-application.builder";
import { runUseCase } from "../shared/run-use-case";
import { planMilestone } from "./plan-milestone";
import { readMilestones } from "./read-milestones";

const NOW = new Date("2026-08-01T09:00:00.000Z");
async function world(status = "processing") {
  const deps = { bookings: memoryBookingWorld(), milestones: memoryMilestoneRepository(), audit: memoryAuditLog() };
  return { deps, id: await storedApplication(deps.bookings, status, NOW) };
}

describe("milestones use cases", () => {
  it("lets staff set and clear a step, and the owner read the countdowns", async () => {
    const { deps, id } = await world();
    const set = await runUseCase(
      planMilestone(deps, id, { staff_user_id: ID.moderator, step: "registration", on_date: "2026-09-11" }, NOW),
    );
    expect(Result.isSuccess(set) && set.success.plan.countdowns.days_to_registration).toBe(41);
    const read = await runUseCase(readMilestones(deps, { user_id: ID.alice, staff: false }, id, NOW));
    expect(read).toMatchObject(Result.succeed({ booking_id: id, shown: true }));
    const cleared = await runUseCase(
      planMilestone(deps, id, { staff_user_id: ID.moderator, step: "registration", on_date: null }, NOW),
    );
    expect(Result.isSuccess(cleared) && cleared.success.plan.countdowns.days_to_registration).toBeNull();
  });

  it("hides the steps before processing", async () => {
    const { deps, id } = await world("pending_payment");
    const read = await runUseCase(readMilestones(deps, { user_id: ID.alice, staff: false }, id, NOW));
    expect(read).toMatchObject(Result.succeed({ shown: false }));
  });

  it("answers not found for someone else's application and for one that does not exist", async () => {
    const { deps, id } = await world();
    expect(await runUseCase(readMilestones(deps, { user_id: ID.bob, staff: false }, id, NOW))).toEqual(
      Result.fail({ _tag: "BookingNotFound", id }),
    );
    const missing = await runUseCase(
      planMilestone(deps, 9999, { staff_user_id: ID.moderator, step: "arrival", on_date: "2026-09-01" }, NOW),
    );
    expect(missing).toEqual(Result.fail({ _tag: "BookingNotFound", id: 9999 }));
    expect(await deps.milestones.list(9999)).toEqual([]);
  });
});

import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryStaffQueue } from "../../../adapters/storage/memory/staff-queue.memory";
import type { QueueRow } from "../../ports/staff-queue-repository.port";
import { runUseCase } from "../shared/run-use-case";
import { staffAssignment } from "./staff-assignment";

const OLGA = { id: 4, name: "Ольга Смирнова" };
const SINCE = new Date("2026-11-28T09:00:00.000Z");

const row = (id: number): QueueRow => ({
  id,
  status: "checking",
  status_changed_at: SINCE,
  created_at: SINCE,
  student: { name: "Анна Петрова", email: "anna@example.test", phone: "" },
  institution: null,
  program: null,
  course: null,
  intake: "",
  assignee: null,
});

describe("staffAssignment", () => {
  it("answers nobody before a staff member takes the application, then that staff member with their name", async () => {
    const queue = memoryStaffQueue([OLGA]);
    queue.add({ row: row(12), account: { name: "Анна Петрова", email: "anna@example.test" } });
    const deps = { assignments: queue };
    expect(await runUseCase(staffAssignment(deps, 12))).toEqual(Result.succeed({ assignee: null }));
    await queue.assign(12, OLGA.id);
    expect(await runUseCase(staffAssignment(deps, 12))).toEqual(Result.succeed({ assignee: OLGA }));
  });

  it("fails with BookingNotFound for an application that does not exist", async () => {
    const deps = { assignments: memoryStaffQueue([OLGA]) };
    expect(await runUseCase(staffAssignment(deps, 99))).toEqual(Result.fail({ _tag: "BookingNotFound", id: 99 }));
  });
});

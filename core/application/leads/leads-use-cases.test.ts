import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryAuditLog } from "../../../adapters/storage/memory/audit-log.memory";
import { memoryFormSubmissionRepository } from "../../../adapters/storage/memory/form-submissions.memory";
import { memoryLeadRepository } from "../../../adapters/storage/memory/leads.memory";
import { memoryUserRepository } from "../../../adapters/storage/memory/users.memory";
import { COMMUNITY_IDS as ID, memoryBookingWorld } from "../../../tests/builders/memory-community.builder";
import type { AccountRole } from "../../ports/user-repository.port";
import { runUseCase } from "../shared/run-use-case";
import { convertLead } from "./convert-lead";
import { handleLead } from "./handle-lead";

const NOW = new Date("2026-11-28T09:00:00.000Z");

async function world() {
  const submissions = memoryFormSubmissionRepository();
  const users = memoryUserRepository();
  const account = async (email: string, role: AccountRole) => {
    const created = await runUseCase(
      users.create({ username: email, email, passwordHash: "x", firstName: "Анна", lastName: "Ли", role }, NOW),
    );
    if (Result.isFailure(created)) throw new Error("no account");
    return created.success.id;
  };
  const student = await account("anna@example.com", "user");
  const staff = await account("staff@example.com", "staff");
  const lead = await submissions.add({
    kind: "simple",
    fields: { name: "Анна Ли", phone: "+79123456789" },
    origin: { pageUrl: "/", utm: { utm_source: "vk" }, callSessionId: null, userId: null, ip: "", userAgent: "" },
    uploadId: null,
    createdAt: NOW,
  });
  const deps = {
    leads: memoryLeadRepository(submissions),
    users,
    audit: memoryAuditLog(),
    bookings: memoryBookingWorld(),
  };
  return { deps, student, staff, lead: lead.id };
}

describe("handleLead", () => {
  it("stores the change and records it in the audit log with the handling before and after", async () => {
    const w = await world();
    const done = await runUseCase(handleLead(w.deps, w.staff, w.lead, { state: "done", note: "Записали" }, NOW));
    expect(done).toMatchObject(Result.succeed({ state: "done", note: "Записали" }));
    expect(w.deps.audit.entries).toEqual([
      {
        id: 1,
        actor_user_id: w.staff,
        action: "lead.update",
        subject_type: "lead",
        subject_id: w.lead,
        booking_id: null,
        before: { state: "new", assignee_user_id: null, note: "" },
        after: { state: "done", assignee_user_id: null, note: "Записали" },
        at: NOW,
      },
    ]);
  });

  it("writes and audits nothing when nothing changes", async () => {
    const w = await world();
    expect(Result.isSuccess(await runUseCase(handleLead(w.deps, w.staff, w.lead, { state: "new" }, NOW)))).toBe(true);
    expect(w.deps.audit.entries).toEqual([]);
  });

  it("assigns only a staff member", async () => {
    const w = await world();
    const toStudent = await runUseCase(handleLead(w.deps, w.staff, w.lead, { assignee_user_id: w.student }, NOW));
    expect(toStudent).toEqual(Result.fail({ _tag: "AssigneeNotStaff" }));
    const toNobody = await runUseCase(handleLead(w.deps, w.staff, w.lead, { assignee_user_id: 999 }, NOW));
    expect(toNobody).toEqual(Result.fail({ _tag: "AssigneeNotStaff" }));
    const toStaff = await runUseCase(handleLead(w.deps, w.staff, w.lead, { assignee_user_id: w.staff }, NOW));
    expect(toStaff).toMatchObject(Result.succeed({ assignee_user_id: w.staff }));
  });

  it("answers LeadNotFound for an unknown lead", async () => {
    const w = await world();
    expect(await runUseCase(handleLead(w.deps, w.staff, 404, { state: "done" }, NOW))).toEqual(
      Result.fail({ _tag: "LeadNotFound" }),
    );
  });
});

describe("convertLead", () => {
  it("places the user's booking with the lead's contacts, links it and audits the conversion", async () => {
    const w = await world();
    const converted = await runUseCase(
      convertLead(w.deps, w.staff, w.lead, { email: "ANNA@example.com", education_base_id: ID.base }, NOW),
    );
    if (Result.isFailure(converted)) throw new Error(converted.failure._tag);
    const { booking_id, lead } = converted.success;
    expect(lead.booking_id).toBe(booking_id);
    expect(await w.deps.bookings.find(booking_id)).toMatchObject({ user_id: w.student, status: "registering" });
    expect((await w.deps.bookings.view(booking_id))?.contacts).toEqual({
      name: "Анна Ли",
      phone: "+79123456789",
      email: "anna@example.com",
    });
    expect(w.deps.audit.entries.at(-1)).toMatchObject({
      action: "lead.convert",
      subject_id: w.lead,
      booking_id,
      after: { booking_id, applicant_user_id: w.student },
    });
  });

  it("converts a lead once only", async () => {
    const w = await world();
    const request = { email: "anna@example.com", education_base_id: ID.base };
    const first = await runUseCase(convertLead(w.deps, w.staff, w.lead, request, NOW));
    if (Result.isFailure(first)) throw new Error(first.failure._tag);
    const again = await runUseCase(
      convertLead(w.deps, w.staff, w.lead, { ...request, education_base_id: ID.otherBase }, NOW),
    );
    expect(again).toEqual(Result.fail({ _tag: "LeadAlreadyConverted", booking_id: first.success.booking_id }));
  });

  it("refuses an unknown e-mail and an unknown base, and links nothing", async () => {
    const w = await world();
    const noUser = await runUseCase(
      convertLead(w.deps, w.staff, w.lead, { email: "nobody@example.com", education_base_id: ID.base }, NOW),
    );
    expect(noUser).toEqual(Result.fail({ _tag: "ApplicantNotFound" }));
    const noBase = await runUseCase(
      convertLead(w.deps, w.staff, w.lead, { email: "anna@example.com", education_base_id: 999_999 }, NOW),
    );
    expect(noBase).toMatchObject(Result.fail({ _tag: "TargetNotFound" }));
    expect((await w.deps.leads.find(w.lead))?.booking_id).toBeNull();
    expect(w.deps.audit.entries).toEqual([]);
  });
});

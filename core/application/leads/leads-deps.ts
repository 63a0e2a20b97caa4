import type { AuditLog } from "../../ports/audit-log.port";
import type { LeadRepository } from "../../ports/lead-repository.port";
import type { UserRepository } from "../../ports/user-repository.port";
import type { CreateBookingDeps } from "../bookings/create-booking";

/** What the lead use cases need (ADR 058): the leads, the accounts, the audit log, and booking creation. */
export type LeadsDeps = Readonly<{
  leads: LeadRepository;
  users: Pick<UserRepository, "findById" | "findByEmail">;
  audit: AuditLog;
}> &
  CreateBookingDeps;

export type LeadNotFound = Readonly<{ _tag: "LeadNotFound" }>;

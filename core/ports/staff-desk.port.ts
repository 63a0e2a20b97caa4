import type { Effect } from "effect";
import type { LeadHandlingChange } from "../domain/leads/lead-handling";
import type { AnyRole, TeamRole } from "../domain/team/team-role";
import type { TeamRoleRefusal } from "../domain/team/team-role-change";
import type { AuditLog } from "./audit-log.port";
import type { Lead, LeadRepository } from "./lead-repository.port";
import type { OutboxReader } from "./outbox-reader.port";
import type { HasherBusy } from "./password-hasher.port";
import type { StaffDirectory } from "./staff-directory.port";

/** Who opened the console. */
export type StaffViewer = Readonly<{ user_id: number; role: TeamRole }>;

export type LeadChangeFailure = Readonly<{ _tag: "LeadNotFound" }> | Readonly<{ _tag: "AssigneeNotStaff" }>;

export type LeadConversionFailure =
  | Readonly<{ _tag: "LeadNotFound" }>
  | Readonly<{ _tag: "LeadAlreadyConverted"; booking_id: number }>
  | Readonly<{ _tag: "ApplicantNotFound" }>
  | Readonly<{ _tag: "TargetNotFound" }>
  | Readonly<{ _tag: "DuplicateBooking"; existing_id: number }>;

export type NewTeamMemberInput = Readonly<{
  firstName: string;
  lastName: string;
  email: string;
  role: TeamRole;
  password: string | null;
}>;

/** The team's calls, for an admin only. */
export type TeamDesk = Readonly<{
  add(
    input: NewTeamMemberInput,
  ): Effect.Effect<Readonly<{ id: number }>, Readonly<{ _tag: "EmailTaken" }> | HasherBusy>;
  changeRole(
    user_id: number,
    role: AnyRole,
  ): Effect.Effect<AnyRole, TeamRoleRefusal | Readonly<{ _tag: "TeamMemberNotFound" }>>;
}>;

/**
 * The staff console's leads, outbox, audit log and team for one signed-in staff member (ADR 058): what the
 * console's pages read and write on the server, in-process (ADR 039). Every write is done as `viewer`.
 */
export type StaffDesk = Readonly<{
  viewer: StaffViewer;
  leads: Pick<LeadRepository, "list" | "find">;
  handleLead(id: number, change: LeadHandlingChange): Effect.Effect<Lead, LeadChangeFailure>;
  convertLead(
    id: number,
    conversion: Readonly<{ email: string; education_base_id: number }>,
  ): Effect.Effect<Readonly<{ lead: Lead; booking_id: number }>, LeadConversionFailure>;
  outbox: OutboxReader;
  audit: Pick<AuditLog, "list">;
  /** Every team member (the assignees to choose from, the actors to filter by). */
  directory: Pick<StaffDirectory, "list">;
  /** Null unless the viewer is an admin. */
  team: TeamDesk | null;
}>;

/** What the opener reads of a page request: its headers (the session cookie). */
export type DeskRequest = Readonly<{ headers: Readonly<{ get(name: string): string | null }> }>;

/** The desk of a page request's visitor, or null when the visitor is not staff (anonymous, a student). */
export type StaffDeskOpener = (request: DeskRequest) => Promise<StaffDesk | null>;

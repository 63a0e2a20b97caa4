import type { LeadsDeps } from "../../core/application/leads/leads-deps";
import type { TeamDeps } from "../../core/application/team/team-deps";
import type { Clock } from "../../core/ports/clock.port";
import type { OutboxReader } from "../../core/ports/outbox-reader.port";
import type { SessionAuthenticator } from "../../core/ports/session-authenticator.port";

/** What the staff console's leads, outbox, audit log and team need on the server (ADR 058). */
export type StaffConsoleDeps = Readonly<{
  clock: Clock;
  authenticator: SessionAuthenticator;
  leads: LeadsDeps;
  outbox: OutboxReader;
  team: TeamDeps;
}>;

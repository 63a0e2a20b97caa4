import { convertLead } from "../../core/application/leads/convert-lead";
import { handleLead } from "../../core/application/leads/handle-lead";
import { addTeamMember } from "../../core/application/team/add-team-member";
import { changeTeamRole } from "../../core/application/team/change-team-role";
import type { StaffDesk, StaffViewer } from "../../core/ports/staff-desk.port";
import type { Viewer } from "../../core/ports/session-authenticator.port";
import type { StaffConsoleDeps } from "./staff-console-deps";

/** The viewer as a team member, or null for a student (the console's one check of the role). */
export const staffViewerOf = (viewer: Viewer | null): StaffViewer | null =>
  viewer === null || viewer.role === "user" ? null : { user_id: viewer.userId, role: viewer.role };

/**
 * The console's use cases bound to one team member (ADR 058): the API's staff routes and the pages' in-process
 * adapter both go through this, so a page and a call cannot differ in what they allow. The team's calls exist
 * only for an admin.
 */
export function staffDesk(deps: StaffConsoleDeps, viewer: StaffViewer): StaffDesk {
  const now = () => deps.clock.now();
  return {
    viewer,
    leads: deps.leads.leads,
    handleLead: (id, change) => handleLead(deps.leads, viewer.user_id, id, change, now()),
    convertLead: (id, conversion) => convertLead(deps.leads, viewer.user_id, id, conversion, now()),
    outbox: deps.outbox,
    audit: deps.leads.audit,
    directory: deps.team.directory,
    team:
      viewer.role === "admin"
        ? {
            add: (input) => addTeamMember(deps.team, viewer.user_id, input, now()),
            changeRole: (user_id, role) => changeTeamRole(deps.team, viewer.user_id, user_id, role, now()),
          }
        : null,
  };
}

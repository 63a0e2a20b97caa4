import { requestSessionStore } from "../../adapters/storage/browser/request-session-store";
import type { StaffDeskOpener } from "../../core/ports/staff-desk.port";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { staffDesk, staffViewerOf } from "../staff/staff-desk";

/**
 * The staff console's port for server rendering (ADR 039, 058): the visitor's session cookie is authenticated and,
 * for a team member, the desk calls the use cases in-process; anyone else (anonymous, expired, a student) gets none.
 */
export const inProcessStaffDesk =
  (deps: StaffConsoleDeps): StaffDeskOpener =>
  async (request) => {
    const token = (await requestSessionStore(request.headers.get("cookie")).getAuthRecord())?.token ?? null;
    if (token === null) return null;
    const auth = await deps.authenticator.authenticate(token, deps.clock.now());
    const viewer = staffViewerOf(auth._tag === "Authenticated" ? auth.viewer : null);
    return viewer === null ? null : staffDesk(deps, viewer);
  };

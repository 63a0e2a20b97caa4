import { Hono } from "hono";
import { STAFF_AUDIT_ROUTES as R } from "../../adapters/http/contract/staff-audit.contract";
import { validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { parseWith } from "../http/validate";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { auditEntryBody, lastPage } from "./staff-console.present";
import { deskOf, NO_STORE } from "./staff-routes.shared";

/** The staff console's audit log (ADR 057, 058): every staff action, newest first, filtered. */
export function staffAuditRoutes(deps: StaffConsoleDeps) {
  const app = new Hono<AppEnv>();
  mountRoute(app, R.staffAudit, async (c) => {
    const opened = deskOf(c, deps);
    if ("response" in opened) return opened.response;
    const query = parseWith(R.staffAudit.request.query, c.req.query());
    if (!query.ok) return validationFailed(c, query.errors);
    const { actor, subject_type, booking, page, per_page } = query.value;
    const found = await opened.desk.audit.list({
      page,
      per_page,
      ...(actor === undefined ? {} : { actor_user_id: actor }),
      ...(subject_type === undefined ? {} : { subject_type }),
      ...(booking === undefined ? {} : { booking_id: booking }),
    });
    return c.json(
      { total: found.total, last_page: lastPage(found.total, per_page), data: found.entries.map(auditEntryBody) },
      200,
      NO_STORE,
    );
  });
  return app;
}

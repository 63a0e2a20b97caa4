import { Hono } from "hono";
import { STAFF_MAIL_ROUTES as R } from "../../adapters/http/contract/staff-mail.contract";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { parseWith } from "../http/validate";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { lastPage, outboxItemBody, outboxMailBody } from "./staff-console.present";
import { deskOf, NO_STORE } from "./staff-routes.shared";

/** The staff console's outbox (ADR 058): what the site sent, newest first, and one mail with its text. */
export function staffMailRoutes(deps: StaffConsoleDeps) {
  const app = new Hono<AppEnv>();

  mountRoute(app, R.staffOutbox, async (c) => {
    const opened = deskOf(c, deps);
    if ("response" in opened) return opened.response;
    const query = parseWith(R.staffOutbox.request.query, c.req.query());
    if (!query.ok) return validationFailed(c, query.errors);
    const page = await opened.desk.outbox.list(query.value);
    return c.json(
      {
        total: page.total,
        last_page: lastPage(page.total, query.value.per_page),
        data: page.mails.map(outboxItemBody),
      },
      200,
      NO_STORE,
    );
  });

  mountRoute(app, R.staffOutboxMail, async (c) => {
    const opened = deskOf(c, deps);
    if ("response" in opened) return opened.response;
    const params = parseWith(R.staffOutboxMail.request.params, c.req.param());
    const mail = params.ok ? await opened.desk.outbox.find(params.value.id) : null;
    return mail === null ? apiError(c, 404, "Письмо не найдено.") : c.json(outboxMailBody(mail), 200, NO_STORE);
  });

  return app;
}

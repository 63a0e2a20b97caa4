import { Result } from "effect";
import { Hono } from "hono";
import { match } from "ts-pattern";
import { STAFF_LEADS_ROUTES as R } from "../../adapters/http/contract/staff-leads.contract";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { jsonBody, parseWith } from "../http/validate";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { lastPage, leadBody } from "./staff-console.present";
import { deskOf, NO_STORE, staffBodyLimit } from "./staff-routes.shared";

/** Russian messages of the lead calls. */
export const LEAD_MESSAGES = {
  notFound: "Лид не найден.",
  assigneeNotStaff: "Ответственным может быть только сотрудник.",
  applicantNotFound: "Пользователь с такой почтой не зарегистрирован.",
  baseNotFound: "База обучения не найдена.",
  converted: (id: number) => `Лид уже стал заявкой № ${id}.`,
  duplicate: (id: number) => `У пользователя уже есть открытая заявка на эту базу: № ${id}.`,
} as const;

/** The staff console's leads (ADR 058): list, read, handle, and turn into an application. */
export function staffLeadsRoutes(deps: StaffConsoleDeps) {
  const app = new Hono<AppEnv>();

  mountRoute(app, R.staffLeads, async (c) => {
    const opened = deskOf(c, deps);
    if ("response" in opened) return opened.response;
    const query = parseWith(R.staffLeads.request.query, c.req.query());
    if (!query.ok) return validationFailed(c, query.errors);
    const page = await opened.desk.leads.list(query.value);
    return c.json(
      { total: page.total, last_page: lastPage(page.total, query.value.per_page), data: page.leads.map(leadBody) },
      200,
      NO_STORE,
    );
  });

  mountRoute(app, R.staffLead, async (c) => {
    const opened = deskOf(c, deps);
    if ("response" in opened) return opened.response;
    const params = parseWith(R.staffLead.request.params, c.req.param());
    const lead = params.ok ? await opened.desk.leads.find(params.value.id) : null;
    return lead === null ? apiError(c, 404, LEAD_MESSAGES.notFound) : c.json(leadBody(lead), 200, NO_STORE);
  });

  mountRoute(app, R.staffHandleLead, staffBodyLimit, async (c) => {
    const opened = deskOf(c, deps);
    if ("response" in opened) return opened.response;
    const params = parseWith(R.staffHandleLead.request.params, c.req.param());
    if (!params.ok) return apiError(c, 404, LEAD_MESSAGES.notFound);
    const body = parseWith(R.staffHandleLead.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const handled = await runUseCase(opened.desk.handleLead(params.value.id, body.value));
    if (Result.isSuccess(handled)) return c.json(leadBody(handled.success), 200, NO_STORE);
    return match(handled.failure)
      .with({ _tag: "LeadNotFound" }, () => apiError(c, 404, LEAD_MESSAGES.notFound))
      .with({ _tag: "AssigneeNotStaff" }, () =>
        validationFailed(c, { assignee_user_id: [LEAD_MESSAGES.assigneeNotStaff] }),
      )
      .exhaustive();
  });

  mountRoute(app, R.staffLeadApplication, staffBodyLimit, async (c) => {
    const opened = deskOf(c, deps);
    if ("response" in opened) return opened.response;
    const params = parseWith(R.staffLeadApplication.request.params, c.req.param());
    if (!params.ok) return apiError(c, 404, LEAD_MESSAGES.notFound);
    const body = parseWith(R.staffLeadApplication.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const converted = await runUseCase(opened.desk.convertLead(params.value.id, body.value));
    if (Result.isSuccess(converted)) {
      const { lead, booking_id } = converted.success;
      return c.json({ lead: leadBody(lead), booking_id }, 201, NO_STORE);
    }
    return match(converted.failure)
      .with({ _tag: "LeadNotFound" }, () => apiError(c, 404, LEAD_MESSAGES.notFound))
      .with({ _tag: "LeadAlreadyConverted" }, ({ booking_id }) => apiError(c, 409, LEAD_MESSAGES.converted(booking_id)))
      .with({ _tag: "DuplicateBooking" }, ({ existing_id }) => apiError(c, 409, LEAD_MESSAGES.duplicate(existing_id)))
      .with({ _tag: "ApplicantNotFound" }, () => validationFailed(c, { email: [LEAD_MESSAGES.applicantNotFound] }))
      .with({ _tag: "TargetNotFound" }, () => validationFailed(c, { education_base_id: [LEAD_MESSAGES.baseNotFound] }))
      .exhaustive();
  });

  return app;
}

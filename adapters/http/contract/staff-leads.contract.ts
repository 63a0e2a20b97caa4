import { UTM_KEYS } from "../../../core/domain/attribution/utm";
import { LEAD_STATES } from "../../../core/domain/leads/lead-state";
import { FORM_KINDS } from "../../../core/ports/form-submission-repository.port";
import { FIELD_MESSAGES as M } from "./field-messages";
import { blankable, emailText, idField, idText } from "./fields";
import { gridWindowShape } from "./grid-query.schema";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/** Russian messages of the lead requests. */
export const LEAD_REQUEST_MESSAGES = {
  note: "Заметка: не более 2000 символов.",
  state: "Состояние: new, in_work или done.",
  kind: "Недопустимый вид формы.",
} as const;

/** Leads per page of the console's list. */
export const LEADS_PER_PAGE = 20;

export const leadStateSchema = z.enum(LEAD_STATES, { error: LEAD_REQUEST_MESSAGES.state });

/** The list's filters and page: `state`, `kind` (a form of spec 7), `page`. */
export const leadsQuerySchema = z.object({
  state: leadStateSchema.optional(),
  kind: z.enum(FORM_KINDS, { error: LEAD_REQUEST_MESSAGES.kind }).optional(),
  ...gridWindowShape(LEADS_PER_PAGE),
});

export const leadParamsSchema = z.object({ id: idText() });

/** One lead: what was sent (the form's fields as stored), from where, and how the staff handle it. */
export const leadSchema = z
  .object({
    id: z.int(),
    kind: z.enum(FORM_KINDS),
    contacts: z.object({ name: z.string(), phone: z.string(), email: z.string() }).readonly(),
    fields: z.record(z.string(), z.unknown()),
    page_url: z.string(),
    utm: z.object(Object.fromEntries(UTM_KEYS.map((key) => [key, z.string().optional()]))).readonly(),
    call_session_id: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    state: z.enum(LEAD_STATES),
    assignee_user_id: z.int().nullable(),
    note: z.string(),
    booking_id: z.int().nullable(),
  })
  .readonly();

export type LeadBody = z.infer<typeof leadSchema>;

export const leadsPageSchema = z
  .object({ total: z.int().nonnegative(), last_page: z.int().positive(), data: z.array(leadSchema).readonly() })
  .readonly();

/** The whole handling of a lead: its state, its assignee (a staff member's id, or none) and its note. */
export const leadHandlingBodySchema = z.object({
  state: leadStateSchema,
  assignee_user_id: blankable(z.coerce.number({ error: M.id }).pipe(idField())).transform((id) => id ?? null),
  note: z.string({ error: M.notText }).trim().max(2000, LEAD_REQUEST_MESSAGES.note).default(""),
});

/** A lead becomes an application of the account with this e-mail, for this education base. */
export const leadApplicationBodySchema = z.object({
  email: emailText(),
  education_base_id: z.coerce.number({ error: M.id }).pipe(idField()),
});

export const leadApplicationSchema = z.object({ lead: leadSchema, booking_id: z.int() }).readonly();

const V1 = "/api/ru/v1";

/** The staff console's leads (ADR 058): staff and admin only; everyone else gets 403. */
export const STAFF_LEADS_ROUTES = {
  staffLeads: defineRoute({
    method: "get",
    path: `${V1}/staff/leads`,
    summary: "Лиды: заявки с форм сайта, новые сверху, с фильтрами по состоянию и виду формы (сотрудники)",
    tag: "staff",
    auth: "required",
    request: { query: leadsQuerySchema },
    responses: { 200: leadsPageSchema, ...errorResponses(403, 406, 422, 500) },
  }),
  staffLead: defineRoute({
    method: "get",
    path: `${V1}/staff/leads/{id}`,
    summary: "Один лид (сотрудники)",
    tag: "staff",
    auth: "required",
    request: { params: leadParamsSchema },
    responses: { 200: leadSchema, ...errorResponses(403, 404, 406, 500) },
  }),
  staffHandleLead: defineRoute({
    method: "put",
    path: `${V1}/staff/leads/{id}/handling`,
    summary: "Состояние, ответственный и заметка лида; записывается в журнал (сотрудники)",
    tag: "staff",
    auth: "required",
    request: { params: leadParamsSchema, body: leadHandlingBodySchema },
    responses: { 200: leadSchema, ...errorResponses(403, 404, 406, 413, 422, 500) },
  }),
  staffLeadApplication: defineRoute({
    method: "post",
    path: `${V1}/staff/leads/{id}/application`,
    summary: "Лид становится заявкой зарегистрированного пользователя на выбранную базу обучения (сотрудники)",
    tag: "staff",
    auth: "required",
    request: { params: leadParamsSchema, body: leadApplicationBodySchema },
    responses: { 201: leadApplicationSchema, ...errorResponses(403, 404, 406, 409, 413, 422, 500) },
  }),
} as const;

import { CHAT_LEAD_TRIGGERS, type ChatLead, isReachableLead } from "../../../core/domain/leads/chat-lead";
import { FIELD_MESSAGES as M } from "./field-messages";
import { blankable, emailText, optionalText, phoneText } from "./fields";
import { pageUrlField, utmSchema } from "./form-extras.schema";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

export const CALL_TRACKING_MESSAGES = {
  trigger: "Укажите, что произошло в чате: contacts или callback.",
  contact: "Оставьте телефон или e-mail.",
  requestUrl: "Укажите адрес страницы.",
} as const;

/**
 * The lead of spec 7 that the live chat hands over when a visitor leaves contacts or starts a callback: name,
 * phone, e-mail, subject, the page's address and the call-tracking session; a phone or an e-mail is required.
 */
export const chatLeadBodySchema = z
  .object({
    trigger: z.enum(CHAT_LEAD_TRIGGERS, { error: CALL_TRACKING_MESSAGES.trigger }),
    name: optionalText(100),
    phone: blankable(phoneText()),
    email: blankable(emailText()),
    subject: optionalText(200),
    request_url: pageUrlField().refine((value) => value !== "", CALL_TRACKING_MESSAGES.requestUrl),
    session_id: optionalText(128),
    utm: z
      .object(utmSchema.shape, { error: M.notText })
      .nullish()
      .transform((utm) => utm ?? {}),
  })
  .superRefine((body, ctx) => {
    if (!isReachableLead({ phone: body.phone ?? null, email: body.email ?? null }))
      ctx.addIssue({ code: "custom", message: CALL_TRACKING_MESSAGES.contact, path: ["phone"] });
  })
  .transform((body) => ({
    lead: {
      trigger: body.trigger,
      name: body.name ?? null,
      phone: body.phone ?? null,
      email: body.email ?? null,
      subject: body.subject ?? null,
      requestUrl: body.request_url,
      sessionId: body.session_id ?? null,
    } satisfies ChatLead,
    utm: body.utm,
  }));

/** The stored lead's id; whether the call-tracking service took it is the server's business. */
export const chatLeadAcceptedSchema = z.object({ id: z.int().positive() }).readonly();

export const CALL_TRACKING_ROUTES = {
  chatLead: defineRoute({
    method: "post",
    path: "/api/ru/v1/call-tracking/lead",
    summary: "Лид из онлайн-чата (контакты или обратный звонок)",
    tag: "tracking",
    auth: "optional",
    request: { body: chatLeadBodySchema },
    responses: { 202: chatLeadAcceptedSchema, ...errorResponses(406, 413, 422, 429, 500) },
  }),
} as const;

import { EMAIL_EVENTS, type EmailEvent } from "../../../core/domain/notifications/email-event";
import {
  type EmailSettingsChange,
  notificationEmailSettingsSchema,
} from "../../../core/domain/notifications/notification-email-settings";
import { hinted } from "./json-schema-hints";
import { NOTIFICATION_SETTINGS_MESSAGES as M } from "./notification-settings-messages";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

const choice = z.boolean({ error: M.notChoice }).optional();
const choices = Object.fromEntries(EMAIL_EVENTS.map((event) => [event, choice])) as Record<EmailEvent, typeof choice>;

/**
 * An event → true/false object: the events named are set, the others keep their choice. Each unknown key is
 * refused under its own name (a strict object would report them all at the root).
 */
export const notificationSettingsBodySchema = hinted(
  z
    .object(choices)
    .catchall(z.unknown().refine(() => false, { error: M.unknownEvent }))
    .transform((body): EmailSettingsChange =>
      Object.fromEntries(
        EMAIL_EVENTS.flatMap((event) => (body[event] === undefined ? [] : [[event, body[event]] as const])),
      ),
    ),
  z.object(choices).strict(),
);

/** The notification e-mail settings of the signed-in user (ADR 048). */
export const NOTIFICATION_SETTINGS_ROUTES = {
  notificationSettings: defineRoute({
    method: "get",
    path: "/api/auth/me/notifications",
    summary: "Какие события присылают письма на почту (true — присылать), с настройками по умолчанию для несохранённых",
    tag: "auth",
    auth: "required",
    request: {},
    responses: { 200: notificationEmailSettingsSchema, ...errorResponses(401, 406, 500) },
  }),
  saveNotificationSettings: defineRoute({
    method: "post",
    path: "/api/auth/me/notifications",
    summary:
      "Сохранить, какие события присылают письма: объект «событие → true/false»; неназванные события не меняются, неизвестные — 422",
    tag: "auth",
    auth: "required",
    request: { body: notificationSettingsBodySchema },
    responses: { 200: notificationEmailSettingsSchema, ...errorResponses(401, 406, 422, 500) },
  }),
} as const;

import { notificationSchema } from "../../../core/domain/content/notification";
import { FIELD_MESSAGES } from "./field-messages";
import { idField } from "./fields";
import { gridQuerySchema } from "./grid-query.schema";
import { hinted } from "./json-schema-hints";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/** Russian messages of the notification requests. */
export const NOTIFICATION_REQUEST_MESSAGES = {
  chooseWhich: "Укажите ids (какие уведомления) или all: true (все).",
  tooMany: "Не более 100 уведомлений за раз.",
} as const;

export const notificationsGridQuerySchema = gridQuerySchema();

/** One page of the user's notifications, newest first, with the number of all their unread ones. */
export const notificationsGridSchema = z
  .object({
    total: z.int().nonnegative(),
    last_page: z.int().positive(),
    data: z.array(notificationSchema).readonly(),
    unread: z.int().nonnegative(),
  })
  .readonly();

/** `{ids}` (the user's own; others' are ignored) or `{all: true}`; exactly one of them. */
export const readNotificationsBodySchema = hinted(
  z
    .object({
      ids: z.array(idField()).max(100, NOTIFICATION_REQUEST_MESSAGES.tooMany).optional(),
      all: z.literal(true, { error: FIELD_MESSAGES.flag }).optional(),
    })
    .transform((body, ctx) => {
      if (body.all === true && body.ids === undefined) return { _tag: "All" } as const;
      if (body.ids !== undefined && body.all === undefined) return { _tag: "Ids", ids: body.ids } as const;
      for (const path of ["ids", "all"]) {
        ctx.issues.push({
          code: "custom",
          message: NOTIFICATION_REQUEST_MESSAGES.chooseWhich,
          input: body,
          path: [path],
        });
      }
      return z.NEVER;
    }),
  z.union([
    z.object({ ids: z.array(z.int().positive()).max(100) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ]),
);

/** How many were marked read, and how many of the user's notifications stay unread (for the header's counter). */
export const readNotificationsResultSchema = z
  .object({ marked: z.int().nonnegative(), unread: z.int().nonnegative() })
  .readonly();

const V1 = "/api/ru/v1";

/** The signed-in user's in-app notifications (docs/adr/053-application-messages-and-notifications.md). */
export const NOTIFICATIONS_ROUTES = {
  notificationsGrid: defineRoute({
    method: "get",
    path: `${V1}/notifications/grid`,
    summary: "Уведомления пользователя, новые первыми, и число непрочитанных",
    tag: "content",
    auth: "required",
    request: { query: notificationsGridQuerySchema },
    responses: { 200: notificationsGridSchema, ...errorResponses(401, 406, 422, 500) },
  }),
  readNotifications: defineRoute({
    method: "post",
    path: `${V1}/notifications/read`,
    summary: "Отметить прочитанными свои уведомления: выбранные (ids) или все (all: true)",
    tag: "content",
    auth: "required",
    request: { body: readNotificationsBodySchema },
    responses: { 200: readNotificationsResultSchema, ...errorResponses(401, 406, 413, 422, 500) },
  }),
} as const;

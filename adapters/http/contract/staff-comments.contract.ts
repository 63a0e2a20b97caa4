import {
  MODERATION_SEARCH_MAX,
  MODERATION_STATES,
  MODERATION_TYPES,
} from "../../../core/domain/comment-moderation/moderation-filter";
import {
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  type ModerationReasonError,
  moderationReason,
} from "../../../core/domain/comment-moderation/moderation-reason";
import { FIELD_MESSAGES as M } from "./field-messages";
import { idText } from "./fields";
import { pageQuery } from "./grid-query.schema";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

const V1 = "/api/ru/v1";

/** Russian messages of the moderation requests (ADR 062). */
export const STAFF_COMMENTS_REQUEST_MESSAGES = {
  state: "Состояние: all, visible или hidden.",
  type: "Вид: all, comments или reviews.",
  search: `Не длиннее ${MODERATION_SEARCH_MAX} символов.`,
  reasonTooShort: `Укажите причину: не короче ${MODERATION_REASON_MIN} символов.`,
  reasonTooLong: `Причина: не длиннее ${MODERATION_REASON_MAX} символов.`,
} as const;

const RM = STAFF_COMMENTS_REQUEST_MESSAGES;

/** The message of a refused reason, for the API's 422 and the console's form alike. */
export const moderationReasonMessage = (error: ModerationReasonError): string =>
  error._tag === "ReasonTooShort" ? RM.reasonTooShort : RM.reasonTooLong;

/** The console's comment list: its filters (the console's address uses the same names) and page. */
export const staffCommentsQuerySchema = z.object({
  state: z.enum(MODERATION_STATES, { error: RM.state }).optional(),
  type: z.enum(MODERATION_TYPES, { error: RM.type }).optional(),
  q: z.string().trim().max(MODERATION_SEARCH_MAX, RM.search).optional(),
  page: pageQuery(),
});

/** Why staff hide a comment: trimmed, 3 to 500 characters (the core's rule). */
export const hideCommentBodySchema = z.object({
  reason: z.string({ error: M.notText }).transform((raw, ctx) => {
    const reason = moderationReason(raw);
    if (reason.ok) return reason.value;
    ctx.issues.push({ code: "custom", message: moderationReasonMessage(reason.error), input: raw });
    return z.NEVER;
  }),
});

export const commentParamsSchema = z.object({ id: idText() });

const namedSchema = z.object({ id: z.int(), name: z.string() }).readonly();

/** One comment as staff see it: an excerpt, its author, the page it is on, and whether and why it is hidden. */
export const moderatedCommentSchema = z
  .object({
    id: z.int(),
    parent_id: z.int().nullable(),
    text: z.string(),
    author: namedSchema,
    is_review: z.boolean(),
    rating: z.int().min(1).max(5).nullable(),
    created_at: z.iso.datetime(),
    is_deleted: z.boolean(),
    hidden_at: z.iso.datetime().nullable(),
    hidden_reason: z.string().nullable(),
    hidden_by: namedSchema.nullable(),
    /** A comment it answers is hidden, so visitors do not see this one either. */
    under_hidden: z.boolean(),
    /** `model` as the comments grid takes it; `path` is the site page (null when it cannot be addressed). */
    page: z.object({ model: z.string(), title: z.string(), path: z.string().nullable() }).readonly(),
  })
  .readonly();

export type ModeratedCommentBody = z.infer<typeof moderatedCommentSchema>;

export const staffCommentsPageSchema = z
  .object({
    total: z.int().nonnegative(),
    page: z.int().positive(),
    per_page: z.int().positive(),
    last_page: z.int().positive(),
    data: z.array(moderatedCommentSchema).readonly(),
  })
  .readonly();

export type StaffCommentsPageBody = z.infer<typeof staffCommentsPageSchema>;

/** Moderation of comments and reviews (ADR 062): staff and admin only; everyone else gets 403. */
export const STAFF_COMMENTS_ROUTES = {
  staffComments: defineRoute({
    method: "get",
    path: `${V1}/staff/comments`,
    summary:
      "Комментарии и отзывы для модерации: все, новые сверху, с фильтрами по состоянию, виду и тексту (сотрудники)",
    tag: "staff",
    auth: "required",
    request: { query: staffCommentsQuerySchema },
    responses: { 200: staffCommentsPageSchema, ...errorResponses(403, 406, 422, 500) },
  }),
  staffHideComment: defineRoute({
    method: "post",
    path: `${V1}/staff/comments/{id}/hide`,
    summary: "Скрыть комментарий или отзыв с причиной: он и ответы на него пропадают для посетителей (сотрудники)",
    tag: "staff",
    auth: "required",
    request: { params: commentParamsSchema, body: hideCommentBodySchema },
    responses: { 200: moderatedCommentSchema, ...errorResponses(403, 404, 406, 409, 413, 422, 500) },
  }),
  staffRestoreComment: defineRoute({
    method: "post",
    path: `${V1}/staff/comments/{id}/restore`,
    summary: "Вернуть скрытый комментарий или отзыв таким, каким он был (сотрудники)",
    tag: "staff",
    auth: "required",
    request: { params: commentParamsSchema },
    responses: { 200: moderatedCommentSchema, ...errorResponses(403, 404, 406, 409, 500) },
  }),
} as const;

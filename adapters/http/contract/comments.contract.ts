import { embeddedCommentSchema } from "../../../core/domain/catalogue/embedded-comment";
import { MAX_COMMENT_IMAGE_BYTES } from "../../../core/domain/comments/comment-image";
import { parseCommentsModel } from "../../../core/domain/comments/comment-model";
import { COMMENT_SORT_COLUMNS } from "../../../core/domain/comments/comment-sort";
import { COMMENT_ATTACHMENT_MESSAGES } from "./comment-attachment-messages";
import { FIELD_MESSAGES as M } from "./field-messages";
import { idField, idText, ratingField } from "./fields";
import { pageQuery } from "./grid-query.schema";
import { defineRoute, errorResponses } from "./route-contract";
import { singleFile } from "./single-file";
import { z } from "./zod-ru";

const MODEL_MESSAGE = "Укажите объект комментария в виде «{id}:{тип}».";
const UNKNOWN_PARAMETER = "Неизвестный параметр.";
const modelText = () =>
  z
    .string({ error: MODEL_MESSAGE })
    .max(200, M.tooLong(200))
    .refine((model) => parseCommentsModel(model).ok, MODEL_MESSAGE);

/**
 * GET /comments/grid, the bracket form of core/domain/comments/comments-query-params.ts: page (default 1),
 * sort_column (default rating), sort_order (default: desc for rating, else asc), `search[model]` and exactly one
 * of `search[root]=true` and `search[by]=<parent id>`. Unknown keys are refused, each under its own name. Pages
 * hold 10 entries. The server reads the grid with this schema (ADR 035); the core's `toCommentsQueryParams` writes it.
 */
export const commentsGridQuerySchema = z
  .object({
    page: pageQuery(),
    sort_column: z.enum(COMMENT_SORT_COLUMNS, { error: M.sortColumn }).optional(),
    sort_order: z.enum(["asc", "desc"], { error: M.sortOrder }).optional(),
    "search[model]": modelText(),
    "search[root]": z.literal("true", { error: "Ожидается search[root]=true." }).optional(),
    "search[by]": idText().optional(),
  })
  // Each unknown key is refused under its own name (a strict object would report them all at the root).
  .catchall(z.unknown().refine(() => false, { error: UNKNOWN_PARAMETER }))
  .refine((query) => (query["search[root]"] === undefined) !== (query["search[by]"] === undefined), {
    path: ["search"],
    message: "Укажите ровно одно из search[root]=true и search[by].",
  });

const COMMENT_TEXT_MAX = 5000;
const COMMENT_TEXT_EMPTY = "Введите текст комментария.";

/** Trimmed, not empty, at most 5000 characters (code points). */
const commentText = () =>
  z
    .string({ error: COMMENT_TEXT_EMPTY })
    .trim()
    .min(1, COMMENT_TEXT_EMPTY)
    .refine((text) => [...text].length <= COMMENT_TEXT_MAX, M.tooLong(COMMENT_TEXT_MAX));
const attachmentId = () => idField().nullable().default(null);

/**
 * POST /comments/send (core/domain/comments/comment-payloads.ts). `reply_to` is null for a top-level comment;
 * a review is top-level and carries its score `rating` (1..5), a plain comment has none.
 */
export const sendCommentBodySchema = z.object({
  reply_to: idField().nullable().default(null),
  model: modelText(),
  text: commentText(),
  attachment_id: attachmentId(),
  is_review: z.boolean({ error: M.boolean }).default(false),
  rating: ratingField().nullable().default(null),
});

/** `attachment_id` left out keeps the attachment; null removes it. */
export const editCommentBodySchema = z.object({
  edit_id: idField(),
  text: commentText(),
  attachment_id: idField().nullable().optional(),
});

export const deleteCommentBodySchema = z.object({ comment_id: idField() });

export const rateCommentBodySchema = z.object({
  comment_id: idField(),
  action: z.enum(["like", "dislike"], { error: "Действие: like или dislike." }).default("like"),
});

/** One page (10 entries) of root comments or of one comment's replies; `data` becomes the core `CommentsPage.comments`. */
export const commentsPageSchema = z
  .object({
    data: z.array(embeddedCommentSchema).readonly(),
    pagination: z.object({ current_page: z.int().positive(), last_page: z.int().positive() }).readonly(),
    counter: z.object({ all: z.int().nonnegative(), current_total: z.int().nonnegative() }).readonly(),
  })
  .readonly();

/** The comment's votes after a rate call (the same action twice takes the vote back). */
export const commentVotesSchema = z
  .object({
    likes: z.int().nonnegative(),
    dislikes: z.int().nonnegative(),
    user_vote: z.enum(["like", "dislike"]).nullable(),
  })
  .readonly();

/**
 * Multipart: the picture as `image`, exactly one non-empty file of at most 8 MB. Whether it is a JPEG, PNG or WebP
 * is decided from its bytes by the use case, never from its name or declared type.
 */
export const commentAttachmentBodySchema = z.object({
  image: singleFile(MAX_COMMENT_IMAGE_BYTES, COMMENT_ATTACHMENT_MESSAGES),
});

/** The stored picture: `id` goes into a comment's `attachment_id`, `url` is where it is served (/uploads/...). */
export const commentAttachmentSchema = z
  .object({ id: z.int().positive(), url: z.string().startsWith("/uploads/") })
  .readonly();

const V1 = "/api/ru/v1";

/** Comments and reviews (spec 7, /api/ru/v1/comments). */
export const COMMENTS_ROUTES = {
  commentsGrid: defineRoute({
    method: "get",
    path: `${V1}/comments/grid`,
    summary: "Комментарии к объекту или ответы на комментарий",
    tag: "comments",
    auth: "optional",
    request: { query: commentsGridQuerySchema },
    responses: { 200: commentsPageSchema, ...errorResponses(406, 422, 500) },
  }),
  sendComment: defineRoute({
    method: "post",
    path: `${V1}/comments/send`,
    summary: "Написать комментарий, отзыв или ответ",
    tag: "comments",
    auth: "required",
    request: { body: sendCommentBodySchema },
    responses: { 201: embeddedCommentSchema, ...errorResponses(401, 404, 406, 422, 429, 500) },
  }),
  editComment: defineRoute({
    method: "post",
    path: `${V1}/comments/edit`,
    summary: "Изменить свой комментарий",
    tag: "comments",
    auth: "required",
    request: { body: editCommentBodySchema },
    responses: { 200: embeddedCommentSchema, ...errorResponses(401, 403, 404, 406, 422, 500) },
  }),
  deleteComment: defineRoute({
    method: "post",
    path: `${V1}/comments/delete`,
    summary: "Удалить свой комментарий: в ответе — метка удалённого комментария на его месте",
    tag: "comments",
    auth: "required",
    request: { body: deleteCommentBodySchema },
    responses: { 200: embeddedCommentSchema, ...errorResponses(401, 403, 404, 406, 422, 500) },
  }),
  rateComment: defineRoute({
    method: "post",
    path: `${V1}/comments/rate`,
    summary: "Оценить чужой комментарий (like по умолчанию)",
    tag: "comments",
    auth: "required",
    request: { body: rateCommentBodySchema },
    responses: { 200: commentVotesSchema, ...errorResponses(401, 403, 404, 406, 422, 500) },
  }),
  commentAttachment: defineRoute({
    method: "post",
    path: `${V1}/comments/attachment`,
    summary: "Изображение для комментария (поле image, до 8 МБ)",
    tag: "comments",
    auth: "required",
    request: { body: commentAttachmentBodySchema, encoding: "multipart" },
    responses: { 201: commentAttachmentSchema, ...errorResponses(401, 406, 422, 500) },
  }),
} as const;

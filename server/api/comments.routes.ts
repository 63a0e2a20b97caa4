import { Result } from "effect";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import { FIELD_MESSAGES as M } from "../../adapters/http/contract/field-messages";
import type { z } from "../../adapters/http/contract/zod-ru";
import type { CommentActor } from "../../core/application/comments/comment-actor";
import { type DeleteCommentError, deleteComment } from "../../core/application/comments/delete-comment";
import { type EditCommentError, editComment } from "../../core/application/comments/edit-comment";
import { type ListCommentsError, listComments } from "../../core/application/comments/list-comments";
import { type RateCommentError, rateComment } from "../../core/application/comments/rate-comment";
import { type SendCommentError, sendComment } from "../../core/application/comments/send-comment";
import { commentSortOrder, DEFAULT_COMMENT_SORT_COLUMN } from "../../core/domain/comments/comment-sort";
import type { CommentsListQuery } from "../../core/domain/comments/comments-list-query";
import type { Clock } from "../../core/ports/clock.port";
import type { CommentRepository } from "../../core/ports/comment-repository.port";
import { apiError, type FieldErrors, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { jsonBody, parseWith, queryObject } from "../http/validate";
import { requireViewer, viewerOf } from "../http/viewer";
import { mountRoute } from "../http/contract-route";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { COMMENTS_ROUTES } from "../../adapters/http/contract/comments.contract";

export type CommentsDeps = Readonly<{ clock: Clock; comments: CommentRepository }>;

/** Russian messages of the comment calls (spec 7 "Comments"). */
export const COMMENT_MESSAGES = {
  notFound: "Комментарий не найден.",
  model: "Укажите объект комментария в виде «{id}:{тип}».",
  unsupportedModel: "К этому типу объектов нельзя оставлять комментарии.",
  modelNotFound: "Объект комментария не найден.",
  text: "Введите текст комментария.",
  reviewRatingRequired: "Поставьте оценку от 1 до 5.",
  ratingOnPlainComment: "Оценка ставится только в отзыве.",
  reviewAsReply: "Отзыв не может быть ответом на комментарий.",
  parentNotFound: "Комментарий, на который вы отвечаете, не найден.",
  parentDeleted: "Нельзя ответить на удалённый комментарий.",
  attachment: "Вложение не найдено.",
  deleted: "Комментарий удалён.",
  notAuthorEdit: "Изменять можно только свои комментарии.",
  notAuthorDelete: "Удалять можно только свои комментарии.",
  ownVote: "Нельзя оценить собственный комментарий.",
  deletedVote: "Нельзя оценить удалённый комментарий.",
  tooLarge: "Слишком большой запрос.",
  duplicate: "Вы уже отправили такой комментарий.",
} as const;

/**
 * The 429 of the per-author comment limit (ADR 061): the wait rounded up to whole minutes (at least 1), or to whole
 * hours from an hour on (the day window).
 */
export const tooManyCommentsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes < 60 ? `${minutes} мин.` : `${Math.ceil(minutes / 60)} ч.`;
  return `Слишком много комментариев. Попробуйте через ${wait}`;
};

/** A comment body is at most 5 000 characters; 64 KB leaves room for the JSON around it. */
const MAX_BODY_BYTES = 64 * 1024;

const one = (field: string, message: string): FieldErrors => ({ [field]: [message] });

const actorOf = (viewer: { userId: number; role: CommentActor["role"] }): CommentActor => ({
  user_id: viewer.userId,
  role: viewer.role,
});

/**
 * The grid's query as the contract reads it, with the spec defaults filled in: sort by rating, in the column's own
 * order (desc for rating, else asc); page 1 is the contract's default.
 */
function listQueryOf(query: z.infer<typeof COMMENTS_ROUTES.commentsGrid.request.query>): CommentsListQuery {
  const sort_column = query.sort_column ?? DEFAULT_COMMENT_SORT_COLUMN;
  const model = query["search[model]"];
  const by = query["search[by]"];
  return {
    page: query.page,
    sort_column,
    sort_order: query.sort_order ?? commentSortOrder(sort_column),
    search: by === undefined ? { model, root: true } : { model, by },
  };
}

const listFailure = (c: Context<AppEnv>, error: ListCommentsError) =>
  match(error)
    .with({ _tag: "InvalidModel" }, () => validationFailed(c, one("search[model]", COMMENT_MESSAGES.model)))
    .with({ _tag: "UnsupportedRelationType" }, () =>
      validationFailed(c, one("search[model]", COMMENT_MESSAGES.unsupportedModel)),
    )
    .with({ _tag: "ParentNotFound" }, () => validationFailed(c, one("search[by]", COMMENT_MESSAGES.notFound)))
    .exhaustive();

const sendFailure = (c: Context<AppEnv>, error: SendCommentError) =>
  match(error)
    .with({ _tag: "InvalidModel" }, () => validationFailed(c, one("model", COMMENT_MESSAGES.model)))
    .with({ _tag: "UnsupportedRelationType" }, () =>
      validationFailed(c, one("model", COMMENT_MESSAGES.unsupportedModel)),
    )
    .with({ _tag: "RelationNotFound" }, () => validationFailed(c, one("model", COMMENT_MESSAGES.modelNotFound)))
    .with({ _tag: "EmptyText" }, () => validationFailed(c, one("text", COMMENT_MESSAGES.text)))
    .with({ _tag: "TextTooLong" }, ({ max }) => validationFailed(c, one("text", M.tooLong(max))))
    .with({ _tag: "ReviewRatingRequired" }, () =>
      validationFailed(c, one("rating", COMMENT_MESSAGES.reviewRatingRequired)),
    )
    .with({ _tag: "ReviewRatingOutOfRange" }, () => validationFailed(c, one("rating", M.rating)))
    .with({ _tag: "RatingOnPlainComment" }, () =>
      validationFailed(c, one("rating", COMMENT_MESSAGES.ratingOnPlainComment)),
    )
    .with({ _tag: "ReviewAsReply" }, () => validationFailed(c, one("is_review", COMMENT_MESSAGES.reviewAsReply)))
    .with({ _tag: "ParentNotFound" }, () => validationFailed(c, one("reply_to", COMMENT_MESSAGES.parentNotFound)))
    .with({ _tag: "ParentDeleted" }, () => validationFailed(c, one("reply_to", COMMENT_MESSAGES.parentDeleted)))
    .with({ _tag: "AttachmentNotFound" }, () => validationFailed(c, one("attachment_id", COMMENT_MESSAGES.attachment)))
    .with({ _tag: "TooManyComments" }, ({ retry_after_seconds }) =>
      apiError(c, 429, tooManyCommentsMessage(retry_after_seconds), undefined, {
        "Retry-After": String(retry_after_seconds),
      }),
    )
    .with({ _tag: "DuplicateComment" }, () => validationFailed(c, one("text", COMMENT_MESSAGES.duplicate)))
    .exhaustive();

const editFailure = (c: Context<AppEnv>, error: EditCommentError) =>
  match(error)
    .with({ _tag: "CommentNotFound" }, () => apiError(c, 404, COMMENT_MESSAGES.notFound))
    .with({ _tag: "NotAuthor" }, () => apiError(c, 403, COMMENT_MESSAGES.notAuthorEdit))
    .with({ _tag: "CommentDeleted" }, () => validationFailed(c, one("edit_id", COMMENT_MESSAGES.deleted)))
    .with({ _tag: "EmptyText" }, () => validationFailed(c, one("text", COMMENT_MESSAGES.text)))
    .with({ _tag: "TextTooLong" }, ({ max }) => validationFailed(c, one("text", M.tooLong(max))))
    .with({ _tag: "AttachmentNotFound" }, () => validationFailed(c, one("attachment_id", COMMENT_MESSAGES.attachment)))
    .exhaustive();

const deleteFailure = (c: Context<AppEnv>, error: DeleteCommentError) =>
  match(error)
    .with({ _tag: "CommentNotFound" }, () => apiError(c, 404, COMMENT_MESSAGES.notFound))
    .with({ _tag: "NotAllowed" }, () => apiError(c, 403, COMMENT_MESSAGES.notAuthorDelete))
    .exhaustive();

const rateFailure = (c: Context<AppEnv>, error: RateCommentError) =>
  match(error)
    .with({ _tag: "CommentNotFound" }, () => apiError(c, 404, COMMENT_MESSAGES.notFound))
    .with({ _tag: "OwnComment" }, () => apiError(c, 403, COMMENT_MESSAGES.ownVote))
    .with({ _tag: "CommentDeleted" }, () => validationFailed(c, one("comment_id", COMMENT_MESSAGES.deletedVote)))
    .exhaustive();

const NO_STORE = { "Cache-Control": "no-store" };

/** GET /comments/grid and the four comment mutations (spec 7 "Comments", /api/ru/v1). */
export function commentsRoutes(deps: CommentsDeps) {
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => apiError(c, 413, COMMENT_MESSAGES.tooLarge) });
  const app = new Hono<AppEnv>();

  mountRoute(app, COMMENTS_ROUTES.commentsGrid, async (c) => {
    const query = parseWith(COMMENTS_ROUTES.commentsGrid.request.query, queryObject(c));
    if (!query.ok) return validationFailed(c, query.errors);
    const page = await runUseCase(listComments(deps, listQueryOf(query.value), viewerOf(c)?.userId ?? null));
    return Result.isSuccess(page) ? c.json(page.success, 200, NO_STORE) : listFailure(c, page.failure);
  });

  mountRoute(app, COMMENTS_ROUTES.sendComment, limit, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const body = parseWith(COMMENTS_ROUTES.sendComment.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const sent = await runUseCase(sendComment(deps, actorOf(auth.viewer), body.value, deps.clock.now()));
    return Result.isSuccess(sent) ? c.json(sent.success, 201, NO_STORE) : sendFailure(c, sent.failure);
  });

  mountRoute(app, COMMENTS_ROUTES.editComment, limit, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const body = parseWith(COMMENTS_ROUTES.editComment.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const edited = await runUseCase(editComment(deps, actorOf(auth.viewer), body.value, deps.clock.now()));
    return Result.isSuccess(edited) ? c.json(edited.success, 200, NO_STORE) : editFailure(c, edited.failure);
  });

  mountRoute(app, COMMENTS_ROUTES.deleteComment, limit, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const body = parseWith(COMMENTS_ROUTES.deleteComment.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const deleted = await runUseCase(
      deleteComment(deps, actorOf(auth.viewer), body.value.comment_id, deps.clock.now()),
    );
    return Result.isSuccess(deleted) ? c.json(deleted.success, 200, NO_STORE) : deleteFailure(c, deleted.failure);
  });

  mountRoute(app, COMMENTS_ROUTES.rateComment, limit, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const body = parseWith(COMMENTS_ROUTES.rateComment.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const rated = await runUseCase(rateComment(deps, actorOf(auth.viewer), body.value.comment_id, body.value.action));
    return Result.isSuccess(rated) ? c.json(rated.success, 200, NO_STORE) : rateFailure(c, rated.failure);
  });

  return app;
}

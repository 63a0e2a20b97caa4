import { toCommentsQueryParams } from "../../../core/domain/comments/comments-query-params";
import type { CommentsApi } from "../../../core/ports/comments-api.port";
import { COMMENTS_ROUTES as C } from "../contract/comments.contract";
import { valueOr } from "./api-outcome";
import type { ApiTransport } from "./api-transport";

/** Comment calls (spec 7); a failure gives null or false and the UI alerts "Произошла ошибка". */
export function commentsApiClient(transport: ApiTransport): CommentsApi {
  const { call } = transport;
  return {
    async list(query) {
      const page = valueOr(await call(C.commentsGrid, { query: toCommentsQueryParams(query) }), null);
      return page === null ? null : { comments: page.data, pagination: page.pagination, counter: page.counter };
    },
    send: async (payload) => valueOr(await call(C.sendComment, { body: payload }), null),
    edit: async (payload) => valueOr(await call(C.editComment, { body: payload }), null),
    delete: async (payload) => valueOr(await call(C.deleteComment, { body: payload }), null),
    rate: async (payload) => valueOr(await call(C.rateComment, { body: payload }), null),
    async attach(file) {
      const body = new FormData();
      body.set("image", new Blob([await file.arrayBuffer()]), file.name ?? "image");
      return valueOr(await call(C.commentAttachment, { body }), null);
    },
  };
}

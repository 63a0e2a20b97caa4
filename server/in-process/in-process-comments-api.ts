import { Result } from "effect";
import { listComments } from "../../core/application/comments/list-comments";
import { runUseCase } from "../../core/application/shared/run-use-case";
import type { CommentRepository } from "../../core/ports/comment-repository.port";
import type { CommentsApi } from "../../core/ports/comments-api.port";
import type { Authentication } from "../../core/ports/session-authenticator.port";

/**
 * The comments grid on the server (ADR 039, ADR 060): a page of a model's root comments or of one comment's replies,
 * read in-process with the visitor's own votes (none for a visitor who is not signed in, or whose token has expired:
 * the browser's adapter reads them after hydration). Writes go through the API, as the browser sends them.
 */
export function inProcessCommentsApi(
  deps: Readonly<{ comments: CommentRepository }>,
  request: Readonly<{ authentication: () => Promise<Authentication>; http: CommentsApi }>,
): CommentsApi {
  return {
    list: async (query) => {
      try {
        const auth = await request.authentication();
        const viewer = auth._tag === "Authenticated" ? auth.viewer.userId : null;
        const page = await runUseCase(listComments(deps, query, viewer));
        if (!Result.isSuccess(page)) return null;
        const { data, pagination, counter } = page.success;
        return { comments: data, pagination, counter };
      } catch (error) {
        console.error("In-process comments read failed:", error);
        return null;
      }
    },
    send: (payload) => request.http.send(payload),
    edit: (payload) => request.http.edit(payload),
    delete: (payload) => request.http.delete(payload),
    rate: (payload) => request.http.rate(payload),
    attach: (file) => request.http.attach(file),
  };
}

import { Effect } from "effect";
import { readModerationPage } from "../../core/application/comment-moderation/read-moderation-page";
import { staffCommentRow } from "../../core/application/comment-moderation/staff-comment-row";
import type { CommentRepository } from "../../core/ports/comment-repository.port";
import type { Authentication } from "../../core/ports/session-authenticator.port";
import type { StaffCommentsApi } from "../../core/ports/staff-comments-api.port";

export type InProcessStaffCommentsDeps = Readonly<{ comments: Pick<CommentRepository, "moderationPage"> }>;

/**
 * The moderation list on the server (ADR 039, ADR 062): the use case in-process for a staff member or admin, null
 * for anyone else (as the API's 403 gives the HTTP adapter); with an expired token the HTTP adapter reads (it
 * refreshes the token). Hiding and restoring stay on HTTP, like every write: the API's write hook then empties the
 * page and read caches, so the institution page's counts and comments change at once.
 */
export function inProcessStaffCommentsApi(
  deps: InProcessStaffCommentsDeps,
  request: Readonly<{ authentication: () => Promise<Authentication>; http: StaffCommentsApi }>,
): StaffCommentsApi {
  return {
    async page(filter) {
      const auth = await request.authentication();
      if (auth._tag === "Expired") return request.http.page(filter);
      if (auth._tag !== "Authenticated" || auth.viewer.role === "user") return null;
      const page = await Effect.runPromise(readModerationPage(deps, filter));
      return {
        rows: page.comments.map(staffCommentRow),
        total: page.total,
        page: page.page,
        last_page: page.last_page,
      };
    },
    hide: (id, reason) => request.http.hide(id, reason),
    restore: (id) => request.http.restore(id),
  };
}

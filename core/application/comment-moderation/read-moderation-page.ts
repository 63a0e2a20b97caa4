import { Effect } from "effect";
import { MODERATION_PAGE_SIZE, type ModerationFilter } from "../../domain/comment-moderation/moderation-filter";
import type { CommentRepository, ModeratedComment } from "../../ports/comment-repository.port";

/** One page of the console's comment list and where it stands among the pages. */
export type ModerationListPage = Readonly<{
  comments: readonly ModeratedComment[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}>;

/** The console's comment list under a filter (ADR 062): every comment, hidden and deleted ones included, paged. */
export const readModerationPage = (
  deps: Readonly<{ comments: Pick<CommentRepository, "moderationPage"> }>,
  filter: ModerationFilter,
): Effect.Effect<ModerationListPage> =>
  Effect.gen(function* () {
    const per_page = MODERATION_PAGE_SIZE;
    const found = yield* Effect.promise(() =>
      deps.comments.moderationPage({
        state: filter.state,
        type: filter.type,
        search: filter.search,
        page: filter.page,
        per_page,
      }),
    );
    return {
      comments: found.comments,
      total: found.total,
      page: filter.page,
      per_page,
      last_page: Math.max(1, Math.ceil(found.total / per_page)),
    };
  });

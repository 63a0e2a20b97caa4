import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import { parseModerationParams } from "../../core/domain/comment-moderation/moderation-filter";
import { passGuards } from "../app/guards";
import { requestApiContext } from "../app/request-context";
import { pageMeta } from "../app/route-meta";
import { prefetch } from "../data/prefetch";
import { staffHeaders } from "../features/staff/staff-headers";
import { STAFF_GUARDS } from "../features/staff/staff-guards";
import { CommentFilters } from "../features/staff-comments/comment-filters";
import { ModerationCard } from "../features/staff-comments/moderation-card";
import { moderationAction } from "../features/staff-comments/staff-comments.action";
import { staffCommentsQuery } from "../features/staff-comments/staff-comments.queries";
import { STAFF_COMMENTS_TEXTS as T } from "../features/staff-comments/staff-comments-texts";
import { DeskPager } from "../features/staff-desk/desk-pager";
import type { Route } from "./+types/staff-comments";
import "../features/staff-desk/staff-desk.css";
import "../features/staff-comments/staff-comments.css";

export const handle = { fetchPageData: false };

export const headers = staffHeaders;

/** Every comment and review (ADR 062), newest first, under the address's filters (read leniently), paged. */
export async function loader(args: Route.LoaderArgs) {
  await passGuards(STAFF_GUARDS, args);
  const { request, url, context } = args;
  const sessionKey = sessionKeyOf(request.headers.get("cookie"));
  const filter = parseModerationParams((name) => url.searchParams.get(name));
  const {
    data: [page],
  } = await prefetch(context, (api) => [staffCommentsQuery(api, sessionKey, filter)] as const);
  return { filter, page };
}

/** Hide a comment with a reason, or restore it, as the signed-in staff member (the API records it in the audit log). */
export async function action(args: Route.ActionArgs) {
  await passGuards(STAFF_GUARDS, args);
  const form = await args.request.formData().catch(() => null);
  return moderationAction(args.context.get(requestApiContext), form);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, `${T.title} — консоль сотрудников`),
  { name: "robots", content: "noindex" },
];

export default function StaffComments({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, page } = loaderData;
  const result = actionData ?? null;
  // A comment that left the filter (hidden in the list of visible ones) is no longer listed: say how it went here.
  const listed = page?.rows.some((row) => row.id === result?.comment_id) ?? false;
  return (
    <section className="desk-section" aria-labelledby="staff-comments-title">
      <h1 id="staff-comments-title">{T.title}</h1>
      <p className="desk-intro">{T.intro}</p>
      <CommentFilters filter={filter} />
      <div role="status" aria-live="polite">
        {result === null || listed ? null : (
          <p className={result.ok ? "form-message--success" : "form-message--error"}>{result.message}</p>
        )}
      </div>
      {page === null ? (
        <p role="alert">{T.failed}</p>
      ) : (
        <>
          <p className="desk-count">{T.found(page.total)}</p>
          {page.rows.length === 0 ? (
            <p>{T.empty}</p>
          ) : (
            <div className="desk-list">
              {page.rows.map((row) => (
                <ModerationCard key={row.id} row={row} result={result} />
              ))}
            </div>
          )}
          <DeskPager page={page.page} lastPage={page.last_page} label={T.pager} />
        </>
      )}
    </section>
  );
}

import { type ModerationFilter, moderationParamsOf } from "../../../core/domain/comment-moderation/moderation-filter";
import type { StaffCommentsPage } from "../../../core/ports/staff-comments-api.port";
import type { SubmitResult } from "../../../core/ports/submit-result";
import { STAFF_COMMENTS_ROUTES as R } from "../contract/staff-comments.contract";
import type { ApiTransport } from "./api-transport";
import { acknowledged, submitResultOf } from "./submit-result-of";

/** GET /staff/comments with the filter's query (the names the console's address uses); null when refused or failed. */
export async function commentsPageCall(
  transport: ApiTransport,
  filter: ModerationFilter,
): Promise<StaffCommentsPage | null> {
  const query = Object.fromEntries(moderationParamsOf(filter));
  const outcome = await transport.call(R.staffComments, { query });
  if (outcome._tag !== "Ok") return null;
  const { data, total, page, last_page } = outcome.value;
  return { rows: data, total, page, last_page };
}

export async function hideCommentCall(transport: ApiTransport, id: number, reason: string): Promise<SubmitResult> {
  const outcome = await transport.call(R.staffHideComment, { params: { id }, body: { reason } });
  return submitResultOf(outcome, acknowledged);
}

export async function restoreCommentCall(transport: ApiTransport, id: number): Promise<SubmitResult> {
  const outcome = await transport.call(R.staffRestoreComment, { params: { id } });
  return submitResultOf(outcome, acknowledged);
}

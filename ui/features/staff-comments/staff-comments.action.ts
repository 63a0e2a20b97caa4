import { match } from "ts-pattern";
import type { SiteApi } from "../../../core/ports/site-api.port";
import type { SubmitResult } from "../../../core/ports/submit-result";
import type { ModerationActionResult } from "./moderation-action-result";
import { STAFF_COMMENTS_TEXTS as T } from "./staff-comments-texts";

/** The fields of the moderation forms. */
export const MODERATION_FIELDS = { intent: "intent", comment: "comment", reason: "reason" } as const;
export const MODERATION_INTENTS = { hide: "hide", restore: "restore" } as const;

const idOf = (value: FormDataEntryValue | null): number | null =>
  typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

const outcome = (id: number, result: SubmitResult, done: string, reason: string): ModerationActionResult =>
  match(result)
    .returnType<ModerationActionResult>()
    .with({ _tag: "Ok" }, () => ({ comment_id: id, ok: true, message: done, reason_error: null, reason: "" }))
    .with({ _tag: "ValidationFailed" }, ({ fields, message }) => {
      const reason_error = fields.reason?.[0] ?? message ?? T.actionFailed(id);
      return { comment_id: id, ok: false, message: reason_error, reason_error, reason };
    })
    .with({ _tag: "RateLimited" }, { _tag: "Failed" }, () => ({
      comment_id: id,
      ok: false,
      message: T.actionFailed(id),
      reason_error: null,
      reason,
    }))
    .exhaustive();

/** A staff member's hide (with a reason) or restore, through the API like every write (ADR 039, ADR 062). */
export async function moderationAction(api: SiteApi, form: FormData | null): Promise<ModerationActionResult> {
  const id = idOf(form?.get(MODERATION_FIELDS.comment) ?? null);
  const intent = form?.get(MODERATION_FIELDS.intent);
  if (form === null || id === null) {
    return { comment_id: null, ok: false, message: T.badRequest, reason_error: null, reason: "" };
  }
  if (intent === MODERATION_INTENTS.hide) {
    const raw = form.get(MODERATION_FIELDS.reason);
    const reason = typeof raw === "string" ? raw : "";
    return outcome(id, await api.staffComments.hide(id, reason), T.hiddenDone(id), reason);
  }
  if (intent === MODERATION_INTENTS.restore) {
    return outcome(id, await api.staffComments.restore(id), T.restoredDone(id), "");
  }
  return { comment_id: id, ok: false, message: T.badRequest, reason_error: null, reason: "" };
}

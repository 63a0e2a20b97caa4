import { err, ok, type Result } from "../shared/result";

/** A comment as visitors may see it, or hidden by staff: when, why and by whom (ADR 062). */
export type CommentModerationState =
  | { readonly _tag: "Visible" }
  | { readonly _tag: "Hidden"; readonly at: Date; readonly reason: string; readonly by: number };

export const VISIBLE: CommentModerationState = { _tag: "Visible" };

export type HideRefusal = { readonly _tag: "AlreadyHidden" };
export type RestoreRefusal = { readonly _tag: "NotHidden" };

/** Staff hide a visible comment with a checked reason; a hidden one is refused (its reason is not overwritten). */
export const hideState = (
  state: CommentModerationState,
  hiding: { readonly at: Date; readonly reason: string; readonly by: number },
): Result<CommentModerationState, HideRefusal> =>
  state._tag === "Hidden" ? err({ _tag: "AlreadyHidden" }) : ok({ _tag: "Hidden", ...hiding });

/** Staff restore a hidden comment: it is visible again, as it was; a visible one is refused. */
export const restoreState = (state: CommentModerationState): Result<CommentModerationState, RestoreRefusal> =>
  state._tag === "Hidden" ? ok(VISIBLE) : err({ _tag: "NotHidden" });

/** The stored columns of a state (`hidden_at`, `hidden_reason`, `hidden_by` of migration 0013) and back. */
export type ModerationColumns = {
  readonly hidden_at: Date | null;
  readonly hidden_reason: string;
  readonly hidden_by: number | null;
};

export const moderationColumnsOf = (state: CommentModerationState): ModerationColumns =>
  state._tag === "Hidden"
    ? { hidden_at: state.at, hidden_reason: state.reason, hidden_by: state.by }
    : { hidden_at: null, hidden_reason: "", hidden_by: null };

/** A row's state: hidden whenever `hidden_at` is set (a hider whose account is gone reads as 0). */
export const moderationStateOf = (columns: ModerationColumns): CommentModerationState =>
  columns.hidden_at === null
    ? VISIBLE
    : { _tag: "Hidden", at: columns.hidden_at, reason: columns.hidden_reason, by: columns.hidden_by ?? 0 };

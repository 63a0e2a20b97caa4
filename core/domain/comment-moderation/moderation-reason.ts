import { err, ok, type Result } from "../shared/result";

/** The shortest and longest reason staff give for hiding a comment, in characters (code points) after trimming. */
export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 500;

export type ModerationReasonError =
  | { readonly _tag: "ReasonTooShort"; readonly min: number; readonly length: number }
  | { readonly _tag: "ReasonTooLong"; readonly max: number; readonly length: number };

/** Why a comment is hidden, as it is stored: trimmed at both ends, 3 to 500 characters (ADR 062). */
export const moderationReason = (raw: string): Result<string, ModerationReasonError> => {
  const reason = raw.trim();
  const length = [...reason].length;
  if (length < MODERATION_REASON_MIN) return err({ _tag: "ReasonTooShort", min: MODERATION_REASON_MIN, length });
  if (length > MODERATION_REASON_MAX) return err({ _tag: "ReasonTooLong", max: MODERATION_REASON_MAX, length });
  return ok(reason);
};

import { type ChatLead, chatLeadFields } from "../../domain/leads/chat-lead";
import { repeatWindowStart, submissionFingerprint } from "../../domain/leads/submission-fingerprint";
import type { CallTrackingService } from "../../ports/call-tracking.port";
import type { Clock } from "../../ports/clock.port";
import type { FormSubmissionRepository, SubmissionOrigin } from "../../ports/form-submission-repository.port";

export type TakeChatLeadDeps = Readonly<{
  submissions: FormSubmissionRepository;
  clock: Clock;
  /** The configured call-tracking service; null when none is (the lead is then only stored). */
  callTracking: CallTrackingService | null;
}>;

/** Where the lead came from besides the chat: the caller as the server saw it. */
export type ChatLeadOrigin = Pick<SubmissionOrigin, "userId" | "ip" | "userAgent" | "utm">;

/**
 * Takes a call-tracking lead (spec 7): it is always stored as a lead of kind "chat" first, so staff see it in the
 * leads console and nothing is lost when the service is down; then it goes to the call-tracking service when one
 * is configured. `forwarded` says whether the service accepted it. A repeat of a stored lead (the same contacts and
 * page within the window) is neither stored nor sent again: it answers the first one's id.
 */
export const takeChatLead = async (deps: TakeChatLeadDeps, lead: ChatLead, origin: ChatLeadOrigin) => {
  const now = deps.clock.now();
  const fields = chatLeadFields(lead);
  const stored = await deps.submissions.addOnce(
    {
      kind: "chat",
      fields,
      origin: { ...origin, pageUrl: lead.requestUrl, callSessionId: lead.sessionId },
      uploadId: null,
      createdAt: now,
    },
    {
      fingerprint: submissionFingerprint({ kind: "chat", fields, pageUrl: lead.requestUrl }),
      idempotencyKey: null,
      since: repeatWindowStart(now),
    },
  );
  // A repeat of a stored lead (ADR 072) went to the service with the first one.
  if (!stored.created) return { id: stored.submission.id, forwarded: false, repeated: true };
  const delivery = deps.callTracking === null ? null : await deps.callTracking.sendLead(lead);
  return { id: stored.submission.id, forwarded: delivery?._tag === "Delivered", repeated: false };
};

import { repeatWindowStart, submissionFingerprint } from "../../domain/leads/submission-fingerprint";
import type { Clock } from "../../ports/clock.port";
import type {
  FormSubmissionRepository,
  SubmissionOrigin,
  SiteFormKind,
  SubmittedFields,
} from "../../ports/form-submission-repository.port";

export type SubmitFormDeps = Readonly<{ submissions: FormSubmissionRepository; clock: Clock }>;

/** A form other than save-doc, already validated: its fields and where it came from. */
export type FormRequest = Readonly<{
  kind: Exclude<SiteFormKind, "save-doc">;
  fields: SubmittedFields;
  origin: SubmissionOrigin;
  /** The client's Idempotency-Key for this submission attempt, when it sent a well-formed one. */
  idempotencyKey?: string | null;
}>;

/**
 * Stores a lead form with its extras; the id identifies the request to staff. A repeat of a stored post (the same
 * fingerprint within the window, or the same Idempotency-Key) stores nothing and answers the first one's id.
 */
export const submitForm = async ({ submissions, clock }: SubmitFormDeps, request: FormRequest) => {
  const { idempotencyKey = null, ...submission } = request;
  const now = clock.now();
  const fingerprint = submissionFingerprint({ ...submission, pageUrl: submission.origin.pageUrl });
  const stored = await submissions.addOnce(
    { ...submission, uploadId: null, createdAt: now },
    { fingerprint, idempotencyKey, since: repeatWindowStart(now) },
  );
  return { id: stored.submission.id, repeated: !stored.created };
};

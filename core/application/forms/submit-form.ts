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
}>;

/** Stores a lead form with its extras; the id identifies the request to staff. */
export const submitForm = async ({ submissions, clock }: SubmitFormDeps, request: FormRequest) => {
  const stored = await submissions.add({ ...request, uploadId: null, createdAt: clock.now() });
  return { id: stored.id };
};

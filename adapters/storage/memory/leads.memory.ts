import type { LeadHandling } from "../../../core/domain/leads/lead-handling";
import type { Lead, LeadRepository } from "../../../core/ports/lead-repository.port";
import type { FormSubmission } from "../../../core/ports/form-submission-repository.port";
import type { MemoryFormSubmissionRepository } from "./form-submissions.memory";

type Kept = LeadHandling & Readonly<{ booking_id: number | null; updated_at: Date }>;

const leadOf = (submission: FormSubmission, kept: Kept | undefined): Lead => ({
  id: submission.id,
  kind: submission.kind,
  fields: submission.fields,
  page_url: submission.origin.pageUrl,
  utm: submission.origin.utm,
  call_session_id: submission.origin.callSessionId,
  created_at: submission.createdAt,
  state: kept?.state ?? "new",
  assignee_user_id: kept?.assignee_user_id ?? null,
  note: kept?.note ?? "",
  booking_id: kept?.booking_id ?? null,
  updated_at: kept?.updated_at ?? submission.createdAt,
});

/** The leads over the memory form submissions, their handling kept beside them like the table's extra columns. */
export function memoryLeadRepository(submissions: MemoryFormSubmissionRepository): LeadRepository {
  const kept = new Map<number, Kept>();
  const all = () => submissions.all().map((submission) => leadOf(submission, kept.get(submission.id)));
  const write = (id: number, change: (lead: Lead) => Kept): Lead | null => {
    const lead = all().find((candidate) => candidate.id === id);
    if (lead === undefined) return null;
    kept.set(id, change(lead));
    return all().find((candidate) => candidate.id === id) ?? null;
  };
  return {
    async list(query) {
      const matching = all()
        .filter(
          (lead) =>
            (query.state === undefined || lead.state === query.state) &&
            (query.kind === undefined || lead.kind === query.kind),
        )
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
      const start = (query.page - 1) * query.per_page;
      return { leads: matching.slice(start, start + query.per_page), total: matching.length };
    },
    async find(id) {
      return all().find((lead) => lead.id === id) ?? null;
    },
    async handle(id, handling, now) {
      return write(id, (lead) => ({ ...handling, booking_id: lead.booking_id, updated_at: now }));
    },
    async linkBooking(id, booking_id, now) {
      return write(id, (lead) => ({
        state: lead.state,
        assignee_user_id: lead.assignee_user_id,
        note: lead.note,
        booking_id,
        updated_at: now,
      }));
    },
  };
}

import { Result } from "effect";
import { match } from "ts-pattern";
import {
  leadApplicationBodySchema,
  leadHandlingBodySchema,
} from "../../../adapters/http/contract/staff-leads.contract";
import { runUseCase } from "../../../core/application/shared/run-use-case";
import { educationBaseIdOf } from "../../../core/domain/leads/education-base-reference";
import { entityIdOfText } from "../../../core/domain/shared/entity-id";
import type { StaffDesk } from "../../../core/ports/staff-desk.port";
import { firstFieldErrors, formEntries } from "../staff-desk/first-field-errors";
import type { LeadActionResult } from "./lead-action-result";
import { LEADS_TEXTS as T } from "./staff-leads-texts";

const refused = (
  lead_id: number,
  form: LeadActionResult["form"],
  message: string,
  fields: Readonly<Record<string, string>> = {},
): LeadActionResult => ({ lead_id, form, ok: false, message, fields });

async function handle(desk: StaffDesk, lead_id: number, entries: Record<string, string>): Promise<LeadActionResult> {
  const body = leadHandlingBodySchema.safeParse(entries);
  if (!body.success) return refused(lead_id, "handle", T.invalid, firstFieldErrors(body.error));
  const handled = await runUseCase(desk.handleLead(lead_id, body.data));
  if (Result.isSuccess(handled)) return { lead_id, form: "handle", ok: true, message: T.saved, fields: {} };
  return match(handled.failure)
    .with({ _tag: "LeadNotFound" }, () => refused(lead_id, "handle", T.notFound))
    .with({ _tag: "AssigneeNotStaff" }, () =>
      refused(lead_id, "handle", T.invalid, { assignee_user_id: T.assigneeNotStaff }),
    )
    .exhaustive();
}

async function convert(desk: StaffDesk, lead_id: number, entries: Record<string, string>): Promise<LeadActionResult> {
  const reference = entries.education_base_id ?? "";
  const baseId = educationBaseIdOf(reference);
  if (baseId === null && reference.trim() !== "") {
    return refused(lead_id, "convert", T.invalid, { education_base_id: T.baseReference });
  }
  const body = leadApplicationBodySchema.safeParse({
    ...entries,
    education_base_id: baseId === null ? reference : String(baseId),
  });
  if (!body.success) return refused(lead_id, "convert", T.invalid, firstFieldErrors(body.error));
  const converted = await runUseCase(desk.convertLead(lead_id, body.data));
  if (Result.isSuccess(converted)) {
    return { lead_id, form: "convert", ok: true, message: T.converted(converted.success.booking_id), fields: {} };
  }
  return match(converted.failure)
    .with({ _tag: "LeadNotFound" }, () => refused(lead_id, "convert", T.notFound))
    .with({ _tag: "LeadAlreadyConverted" }, ({ booking_id }) =>
      refused(lead_id, "convert", T.alreadyConverted(booking_id)),
    )
    .with({ _tag: "DuplicateBooking" }, ({ existing_id }) => refused(lead_id, "convert", T.duplicate(existing_id)))
    .with({ _tag: "ApplicantNotFound" }, () => refused(lead_id, "convert", T.invalid, { email: T.applicantNotFound }))
    .with({ _tag: "TargetNotFound" }, () =>
      refused(lead_id, "convert", T.invalid, { education_base_id: T.baseNotFound }),
    )
    .exhaustive();
}

/** A post of the leads page: a lead's handling («Сохранить») or its conversion («Создать заявку»). */
export async function leadsAction(desk: StaffDesk, form: FormData): Promise<LeadActionResult | null> {
  const lead_id = entityIdOfText(String(form.get("lead") ?? ""));
  if (lead_id === null) return null;
  const entries = formEntries(form);
  return form.get("intent") === "convert" ? convert(desk, lead_id, entries) : handle(desk, lead_id, entries);
}

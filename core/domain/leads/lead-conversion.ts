import { err, ok, type Result } from "../shared/result";

/** A lead that already became an application cannot become a second one (ADR 058). */
export type LeadConversionRefusal = Readonly<{ _tag: "LeadAlreadyConverted"; booking_id: number }>;

/** Whether a lead may become an application: only once, so the lead points at exactly one booking. */
export const mayConvertLead = (lead: Readonly<{ booking_id: number | null }>): Result<null, LeadConversionRefusal> =>
  lead.booking_id === null ? ok(null) : err({ _tag: "LeadAlreadyConverted", booking_id: lead.booking_id });

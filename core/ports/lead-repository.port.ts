import type { Utm } from "../domain/attribution/utm";
import type { LeadHandling } from "../domain/leads/lead-handling";
import type { LeadState } from "../domain/leads/lead-state";
import type { FormKind, SubmittedFields } from "./form-submission-repository.port";

/** A form submission as the staff console handles it (ADR 058): what was sent, from where, and its handling. */
export type Lead = LeadHandling &
  Readonly<{
    id: number;
    kind: FormKind;
    fields: SubmittedFields;
    page_url: string;
    utm: Utm;
    call_session_id: string | null;
    created_at: Date;
    updated_at: Date;
    /** The application the lead became, when it became one. */
    booking_id: number | null;
  }>;

export type LeadQuery = Readonly<{ state?: LeadState; kind?: FormKind; page: number; per_page: number }>;

/** A page of leads, newest first, and how many match in all. */
export type LeadPage = Readonly<{ leads: readonly Lead[]; total: number }>;

/** The leads: every form submission, with the handling the staff keep on it. */
export interface LeadRepository {
  list(query: LeadQuery): Promise<LeadPage>;
  find(id: number): Promise<Lead | null>;
  /** Stores the handling; null when there is no such lead. */
  handle(id: number, handling: LeadHandling, now: Date): Promise<Lead | null>;
  /** Points the lead at the application it became; null when there is no such lead. */
  linkBooking(id: number, booking_id: number, now: Date): Promise<Lead | null>;
}

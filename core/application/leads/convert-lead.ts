import { Effect } from "effect";
import { leadContacts } from "../../domain/leads/lead-contacts";
import { type LeadConversionRefusal, mayConvertLead } from "../../domain/leads/lead-conversion";
import type { Lead } from "../../ports/lead-repository.port";
import { createBooking, type CreateBookingError } from "../bookings/create-booking";
import type { LeadNotFound, LeadsDeps } from "./leads-deps";

/** No account has the e-mail the staff member gave: the person registers first. */
export type ApplicantNotFound = Readonly<{ _tag: "ApplicantNotFound" }>;

export type ConvertLeadError = LeadNotFound | LeadConversionRefusal | ApplicantNotFound | CreateBookingError;

export type LeadConversion = Readonly<{ email: string; education_base_id: number }>;

/**
 * A lead becomes an application of a registered user (ADR 058): the staff member names the person's e-mail and the
 * education base; the booking is placed by the same use case as the apply form (the lead's name and phone as its
 * contacts), the lead points at it, and the audit log records the conversion.
 */
export const convertLead = (
  deps: LeadsDeps,
  actor_user_id: number,
  lead_id: number,
  conversion: LeadConversion,
  now: Date,
): Effect.Effect<Readonly<{ lead: Lead; booking_id: number }>, ConvertLeadError> =>
  Effect.gen(function* () {
    const lead = yield* Effect.promise(() => deps.leads.find(lead_id));
    if (lead === null) return yield* Effect.fail({ _tag: "LeadNotFound" } as const);
    const allowed = mayConvertLead(lead);
    if (!allowed.ok) return yield* Effect.fail(allowed.error);
    const applicant = yield* Effect.promise(() => deps.users.findByEmail(conversion.email));
    if (applicant === null) return yield* Effect.fail({ _tag: "ApplicantNotFound" } as const);
    const contacts = leadContacts(lead.fields);
    const booking = yield* createBooking(
      deps,
      applicant.id,
      {
        target: { _tag: "EducationBase", education_base_id: conversion.education_base_id },
        contacts: { name: contacts.name, phone: contacts.phone },
      },
      now,
    );
    const linked = yield* Effect.promise(() => deps.leads.linkBooking(lead_id, booking.id, now));
    if (linked === null) return yield* Effect.die(new Error(`Lead ${lead_id} vanished while it became an application`));
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id,
        action: "lead.convert",
        subject_type: "lead",
        subject_id: lead_id,
        booking_id: booking.id,
        before: { booking_id: null },
        after: { booking_id: booking.id, applicant_user_id: applicant.id },
        at: now,
      }),
    );
    return { lead: linked, booking_id: booking.id };
  });

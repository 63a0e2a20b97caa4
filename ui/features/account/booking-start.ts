import { data, redirect, type RouterContextProvider } from "react-router";
import { admissionAvailability } from "../../../core/domain/admission/admission-availability";
import { canApply } from "../../../core/domain/admission/can-apply";
import { applyHref } from "../../../core/domain/institution-page/apply-href";
import { type ApplyTarget, idOfQueryValue } from "../../../core/domain/institution-page/apply-target";
import { educationBaseHref } from "../../../core/domain/institution-page/education-base-href";
import type { BookingApplyForm, BookingStartOutcome } from "../../../core/ports/bookings-api.port";
import { intakeChoices } from "../../../core/domain/admission/intake-choices";
import { hrefFor } from "../../../core/domain/route/href-for";
import { requestApiContext } from "../../app/request-context";
import { educationBaseQuery, institutionQuery } from "../../data/institution.queries";
import { prefetch } from "../../data/prefetch";

type Link = { readonly title: string; readonly href: string };

/** What the applications page shows above the list when «Подать заявку» led to it (ADR 023, decision 2). */
export type BookingStart =
  | {
      readonly _tag: "Confirm";
      readonly educationBaseId: number;
      readonly base: string;
      /** The education base's page, when the base names its institution. */
      readonly baseHref: string | null;
      readonly program: string | null;
      readonly institution: string | null;
      /** Whether the base takes applications now (ADR 032); the panel offers no button when it does not. */
      readonly open: boolean;
      /** The intakes still open to choose from (may be empty). */
      readonly intakes: readonly string[];
      /** The form's contacts, filled in from the account. */
      readonly contacts: BookingApplyForm;
    }
  | { readonly _tag: "Choose"; readonly institution: string; readonly choices: readonly Link[] }
  | { readonly _tag: "Missing" };

/** The hidden field of the post that starts a booking, and the field with the education base. */
export const START_INTENT = { name: "intent", value: "start-booking" } as const;
export const START_FIELD = "education_base_id";
/** The apply form's fields, named as the create call names them (its 422 messages come back under these names). */
export const APPLY_FIELDS = {
  name: "contact_name",
  phone: "contact_phone",
  email: "contact_email",
  intake: "intake",
} as const satisfies Record<keyof BookingApplyForm, string>;

/** The account's details the apply form starts from. */
export type ApplyDefaults = Pick<BookingApplyForm, "name" | "phone" | "email">;

/** What a refused start comes back with (a success redirects to the list, which says so). */
export type BookingStartActionData = {
  readonly start: Exclude<BookingStartOutcome, { _tag: "Created" }>;
  /** What was sent, so the form keeps it. */
  readonly form: BookingApplyForm;
};

/** The user segment of a settings path (/u/{user}/settings/...), kept on the application's address. */
const userParamOf = (pathname: string): { user?: string } => {
  const [, first, second] = pathname.split("/");
  return first === "u" && second !== undefined && second !== "settings" ? { user: second } : {};
};

type Context = Readonly<RouterContextProvider>;

/** The chosen education base or institution, read through the request's API client (null: not found). */
export async function loadBookingStart(
  context: Context,
  target: ApplyTarget,
  defaults: ApplyDefaults,
  now: Date,
): Promise<BookingStart> {
  if (target._tag === "EducationBase") {
    const {
      data: [base],
    } = await prefetch(context, (api) => [educationBaseQuery(api, target.id)] as const);
    if (base === null) return { _tag: "Missing" };
    const institution = base.institution;
    return {
      _tag: "Confirm",
      educationBaseId: base.id,
      base: base.title,
      baseHref: institution === null ? null : educationBaseHref(institution, base.slug),
      program: base.degree_program?.title ?? null,
      institution: institution?.title.ru ?? null,
      open: canApply(admissionAvailability(base)),
      intakes: intakeChoices(base.waves, now),
      contacts: { ...defaults, intake: "" },
    };
  }
  const {
    data: [institution],
  } = await prefetch(context, (api) => [institutionQuery(api, target.id)] as const);
  if (institution === null) return { _tag: "Missing" };
  return {
    _tag: "Choose",
    institution: institution.title.ru,
    choices: institution.degree_programs.flatMap((program) =>
      program.education_bases
        .filter((base) => canApply(admissionAvailability(base)))
        .map((base) => ({
          title: `${program.title} — ${base.title}`,
          href: applyHref({ educationBaseId: base.id }),
        })),
    ),
  };
}

/**
 * The post of «Подать заявку» on the applications page (works without JavaScript): POST /bookings/create through
 * the request's API client, which carries the user's session. A new booking redirects to the list (303), which says
 * it was created; a refusal comes back as data for the message.
 */
export async function startBookingAction({ form, url, context }: { form: FormData; url: URL; context: Context }) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const id = idOfQueryValue(text(START_FIELD) || null);
  const apply: BookingApplyForm = {
    name: text(APPLY_FIELDS.name),
    phone: text(APPLY_FIELDS.phone),
    email: text(APPLY_FIELDS.email),
    intake: text(APPLY_FIELDS.intake),
  };
  const outcome: BookingStartOutcome =
    id === null ? { _tag: "NotFound" } : await context.get(requestApiContext).bookings.startForEducationBase(id, apply);
  if (outcome._tag === "Created") {
    const page = hrefFor({
      screen: "settings-application",
      params: { ...userParamOf(url.pathname), application: String(outcome.id) },
    });
    return redirect(`${page}?created=1`, 303);
  }
  const status = { AlreadyOpen: 409, NotFound: 404, Invalid: 422, SignInRequired: 401, Unavailable: 503 }[outcome._tag];
  return data<BookingStartActionData>({ start: outcome, form: apply }, { status });
}

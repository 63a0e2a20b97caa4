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
import { courseStarts } from "../../../core/domain/course-application/course-start";
import { priceText } from "../../../core/domain/price/price-text";
import { courseQuery } from "../../data/content.queries";
import { educationBaseQuery, institutionQuery } from "../../data/institution.queries";
import { COURSE_KIND_TITLES } from "./course-kind-texts";
import { courseStartText } from "./course-start-texts";
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
  | {
      readonly _tag: "ConfirmCourse";
      readonly courseId: number;
      readonly course: string;
      readonly courseHref: string;
      /** What the course is (its kind's title), when the kind is known. */
      readonly format: string | null;
      readonly price: string;
      /** The desired starts to choose from (ADR 059), named as the application keeps them. */
      readonly starts: readonly string[];
      readonly contacts: BookingApplyForm;
    }
  | { readonly _tag: "Choose"; readonly institution: string; readonly choices: readonly Link[] }
  /** No such base or institution (or, `course`, no such course). */
  | { readonly _tag: "Missing"; readonly course?: boolean };

/** The hidden field of the post that starts a booking, and the field with the education base. */
export const START_INTENT = { name: "intent", value: "start-booking" } as const;
export const START_FIELD = "education_base_id";
/** The hidden field with the course of «Записаться на курс». */
export const COURSE_FIELD = "course_id";
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
  if (target._tag === "Course") {
    const {
      data: [course],
    } = await prefetch(context, (api) => [courseQuery(api, String(target.id))] as const);
    if (course === null) return { _tag: "Missing", course: true };
    return {
      _tag: "ConfirmCourse",
      courseId: course.id,
      course: course.title,
      courseHref: hrefFor({ screen: "course", params: { slug: course.slug } }),
      format: course.kind === null ? null : COURSE_KIND_TITLES[course.kind],
      price: priceText({ min: course.price, max: course.price }, "RUB"),
      starts: course.kind === null ? [] : courseStarts(course.kind, now).map(courseStartText),
      contacts: { ...defaults, intake: "" },
    };
  }
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
 * The post of «Подать заявку» (or «Записаться на курс») on the applications page (works without JavaScript): POST
 * /bookings/create through
 * the request's API client, which carries the user's session. A new booking redirects to the list (303), which says
 * it was created; a refusal comes back as data for the message.
 */
export async function startBookingAction({ form, url, context }: { form: FormData; url: URL; context: Context }) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const id = idOfQueryValue(text(START_FIELD) || null);
  const courseId = idOfQueryValue(text(COURSE_FIELD) || null);
  const apply: BookingApplyForm = {
    name: text(APPLY_FIELDS.name),
    phone: text(APPLY_FIELDS.phone),
    email: text(APPLY_FIELDS.email),
    intake: text(APPLY_FIELDS.intake),
  };
  const { bookings } = context.get(requestApiContext);
  const outcome: BookingStartOutcome =
    id !== null
      ? await bookings.startForEducationBase(id, apply)
      : courseId !== null
        ? await bookings.startForCourse(courseId, apply)
        : { _tag: "NotFound" };
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

import { leadContacts, type LeadContacts } from "../../../core/domain/leads/lead-contacts";
import type { LeadState } from "../../../core/domain/leads/lead-state";
import type { FormKind } from "../../../core/ports/form-submission-repository.port";
import type { Lead } from "../../../core/ports/lead-repository.port";

/** A lead as the page shows it: plain data (times as ISO text), its contacts picked out, the rest of its fields. */
export type LeadView = Readonly<{
  id: number;
  kind: FormKind;
  contacts: LeadContacts;
  /** The fields other than the contacts, as «name: value» lines. */
  other: readonly (readonly [string, string])[];
  page_url: string;
  utm: readonly (readonly [string, string])[];
  call_session_id: string | null;
  created_at: string;
  state: LeadState;
  assignee_user_id: number | null;
  note: string;
  booking_id: number | null;
}>;

const CONTACT_KEYS = new Set(["name", "phone", "email"]);

/** Russian names of the fields the site's forms send (spec 7) and of the calculator's choices; others keep their key. */
const FIELD_TEXTS: Readonly<Record<string, string>> = {
  subject: "Тема",
  message: "Сообщение",
  text: "Текст",
  rating: "Оценка",
  institution_id: "Учебное заведение, №",
  country: "Страна",
  city: "Город",
  program_level: "Уровень обучения",
  education_type: "Тип заведения",
  direction: "Направление",
  language: "Язык",
  budget: "Бюджет",
  start_year: "Год начала",
  with_grant: "С грантом",
};

const textOf = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "boolean" ? (value ? "да" : "нет") : JSON.stringify(value);

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A field as «name: value» lines: an object (the calculator's choices) gives one line per choice. */
const linesOf = ([key, value]: readonly [string, unknown]): (readonly [string, string])[] =>
  isPlainObject(value) ? Object.entries(value).flatMap(linesOf) : [[FIELD_TEXTS[key] ?? key, textOf(value)] as const];

export const leadView = (lead: Lead): LeadView => ({
  id: lead.id,
  kind: lead.kind,
  contacts: leadContacts(lead.fields),
  other: Object.entries(lead.fields)
    .filter(([key]) => !CONTACT_KEYS.has(key))
    .flatMap(linesOf),
  page_url: lead.page_url,
  utm: Object.entries(lead.utm).flatMap(([key, value]) => (value === undefined ? [] : [[key, value] as const])),
  call_session_id: lead.call_session_id,
  created_at: lead.created_at.toISOString(),
  state: lead.state,
  assignee_user_id: lead.assignee_user_id,
  note: lead.note,
  booking_id: lead.booking_id,
});

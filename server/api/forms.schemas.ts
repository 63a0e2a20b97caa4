import { FIELD_MESSAGES as M } from "../../adapters/http/contract/field-messages";
import { optionalText, requiredText } from "../../adapters/http/contract/fields";
import { utmSchema } from "../../adapters/http/contract/form-extras.schema";
import { z } from "../../adapters/http/contract/zod-ru";
import { normaliseEmail } from "../../core/application/forms/email-address";
import { normalisePhone } from "../../core/application/forms/phone-number";
import { UTM_KEYS, type Utm, type UtmKey } from "../../core/domain/attribution/utm";
import type { JsonValue } from "../../core/ports/form-submission-repository.port";

/** Russian messages of the form fields that the shared field messages do not cover. */
export const FORM_MESSAGES = {
  name: "Введите имя.",
  reviewText: "Введите текст отзыва.",
  utm: "Ожидается объект с параметрами utm.",
  calc: "Ожидается объект с параметрами расчёта.",
  calcTooMany: "Не более 50 параметров расчёта.",
  calcKey: "Название параметра: латинские буквы, цифры и «_», не более 40 символов.",
  budget: "Бюджет: целое неотрицательное число.",
  year: "Год: целое число от 2000 до 2100.",
  fileRequired: "Приложите файл.",
  fileType: "Допустимые форматы: PDF, JPG, PNG.",
  fileTooLarge: "Файл больше 10 МБ.",
  oneFile: "Приложите один файл.",
} as const;

/** Missing or blank: the required message; a value of another type or form: `invalid`. */
const messageFor = (required: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required : invalid;

const phone = () =>
  z
    .string({ error: messageFor(M.required, M.phone) })
    .trim()
    .min(1, M.required)
    .transform((value, ctx) => {
      const parsed = normalisePhone(value);
      if (parsed.ok) return parsed.value as string;
      ctx.addIssue({ code: "custom", message: M.phone });
      return z.NEVER;
    });

const email = () =>
  z
    .string({ error: messageFor(M.required, M.email) })
    .trim()
    .min(1, M.required)
    .transform((value, ctx) => {
      const parsed = normaliseEmail(value);
      if (parsed.ok) return parsed.value as string;
      ctx.addIssue({ code: "custom", message: M.email });
      return z.NEVER;
    });

/** A field that may be left out, null or blank; when filled it must pass `field`. */
const blankable = <T extends z.ZodType>(field: T) =>
  z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    field.optional(),
  );

const name = () => requiredText(100, FORM_MESSAGES.name);

const isPageAddress = (value: string): boolean =>
  value.startsWith("/") || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));

/** A whole number, from JSON or from the digits of a form entry. */
const intLike = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*-?\d{1,16}\s*$/.test(value) ? Number(value) : value),
    z.int({ error: message }).min(min, message).max(max, message),
  );

/** The page address: http(s) or a site path, at most 2048 characters; left out, it is stored as "". */
const pageUrl = () =>
  blankable(z.string({ error: M.url }).trim().max(2048, M.tooLong(2048)).refine(isPageAddress, M.url)).transform(
    (value) => value ?? "",
  );

/** Only the present utm values, in the order of UTM_KEYS. */
const presentUtm = (utm: Partial<Record<UtmKey, string | undefined>>): Utm =>
  Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = utm[key];
      return value === undefined ? [] : [[key, value]];
    }),
  ) as Utm;

const utmObject = z.object(utmSchema.shape, { error: FORM_MESSAGES.utm });

/** The extras of spec 7 (ADR 005) on a JSON form: page_url, utm and the call-tracking session id. */
const extrasShape = {
  page_url: pageUrl(),
  utm: z.preprocess((value) => value ?? {}, utmObject).transform(presentUtm),
  call_tracking_session_id: optionalText(128),
};

export type ParsedExtras = Readonly<{ pageUrl: string; utm: Utm; callSessionId: string | null }>;

type ExtrasInput = { page_url: string; utm: Utm; call_tracking_session_id?: string | undefined };

/** Splits a parsed body into the fields to store (undefined values dropped) and the extras. */
const split = <T extends ExtrasInput>(body: T): { fields: Record<string, JsonValue>; extras: ParsedExtras } => {
  const { page_url, utm, call_tracking_session_id, ...fields } = body;
  return {
    fields: JSON.parse(JSON.stringify(fields)) as Record<string, JsonValue>,
    extras: { pageUrl: page_url, utm, callSessionId: call_tracking_session_id ?? null },
  };
};

const scalar = z.union([z.string().trim().max(500, M.tooLong(500)), z.number(), z.boolean(), z.null()], {
  error: M.choice,
});

/**
 * The calculator's choices (ADR 015): known fields with their own rules, plus any other scalar values the
 * calculator sends (up to 50 in all), kept as they are.
 */
export const calcSchema = z
  .object(
    {
      country: optionalText(100),
      city: optionalText(100),
      program_level: optionalText(100),
      education_type: blankable(z.enum(["catalog", "universities", "colleges", "schools"], { error: M.choice })),
      direction: optionalText(100),
      language: optionalText(100),
      budget: blankable(intLike(FORM_MESSAGES.budget, 0, 1_000_000_000)),
      start_year: blankable(intLike(FORM_MESSAGES.year, 2000, 2100)),
      with_grant: blankable(z.boolean({ error: M.boolean })),
    },
    { error: FORM_MESSAGES.calc },
  )
  .catchall(scalar)
  .superRefine(
    (calc, ctx) => {
      const keys = Object.keys(calc);
      if (keys.length > 50) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.calcTooMany });
      for (const key of keys) {
        if (!/^[A-Za-z0-9_]{1,40}$/.test(key))
          ctx.addIssue({ code: "custom", message: FORM_MESSAGES.calcKey, path: [key] });
      }
    },
    // Also when a value failed, so that every problem is reported at once (but only for an object).
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

export const simpleFormSchema = z
  .object({
    name: name(),
    phone: phone(),
    email: blankable(email()),
    subject: optionalText(200),
    message: optionalText(2000),
    ...extrasShape,
  })
  .transform(split);

export const subscribeFormSchema = z.object({ email: email(), ...extrasShape }).transform(split);

export const promoFormSchema = z.object({ name: name(), phone: phone(), ...extrasShape }).transform(split);

export const calcFormSchema = z
  .object({ name: name(), phone: phone(), calc: z.preprocess((v) => v ?? {}, calcSchema), ...extrasShape })
  .transform(split);

export const leaveReviewFormSchema = z
  .object({
    name: name(),
    text: requiredText(5000, FORM_MESSAGES.reviewText),
    rating: blankable(intLike(M.rating, 1, 5)),
    email: blankable(email()),
    institution_id: blankable(intLike(M.id, 1, Number.MAX_SAFE_INTEGER)),
    ...extrasShape,
  })
  .transform(split);

/** The text entries of the multipart save-doc form; the file is read separately. */
export const saveDocFieldsSchema = z
  .object({
    name: optionalText(100),
    email: blankable(email()),
    phone: blankable(phone()),
    page_url: pageUrl(),
    call_tracking_session_id: optionalText(128),
    utm: utmObject.transform(presentUtm),
  })
  .transform(split);

/** Multipart entries as an object: text entries by name (the first wins), `utm[<key>]` gathered into `utm`. */
export const multipartText = (form: FormData): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  const utm: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const utmKey = /^utm\[([a-z_]+)\]$/.exec(key)?.[1];
    if (utmKey !== undefined) {
      if (!(utmKey in utm)) utm[utmKey] = value;
    } else if (!(key in out)) out[key] = value;
  }
  return { ...out, utm };
};

import { normaliseEmail } from "../../../core/application/forms/email-address";
import { normalisePhone } from "../../../core/application/forms/phone-number";
import { NUMBERED_SLUG_PATTERN } from "../../../core/domain/catalogue/numbered-slug";
import { ENTITY_ID_PATTERN, entityIdOfText, MAX_ENTITY_ID } from "../../../core/domain/shared/entity-id";
import { FIELD_MESSAGES as M } from "./field-messages";
import { hinted } from "./json-schema-hints";
import { z } from "./zod-ru";

/** Request field rules shared by the contract's bodies and queries; every message is Russian. */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A missing (or null) value reads "required"; a present but wrong one gets the field's own message. */
const missingOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? M.required : message;

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number, required: string = M.required) =>
  z.string({ error: required }).trim().min(1, required).max(max, M.tooLong(max));

/** An optional text: null, missing and blank all read as absent. */
export const optionalText = (max: number) =>
  z
    .string({ error: M.notText })
    .trim()
    .max(max, M.tooLong(max))
    .nullable()
    .transform((value) => (value === "" || value === null ? undefined : value))
    .optional();

/** A field that may be left out, null or blank; when filled it must pass `field`. */
export const blankable = <T extends z.ZodType>(field: T) =>
  hinted(
    z.preprocess(
      (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
      field.optional(),
    ),
    field.nullable().optional(),
  );

/** An e-mail address, trimmed and lower-cased (core/application/forms/email-address.ts). */
export const emailText = (messages: { readonly empty?: string; readonly invalid?: string } = {}) => {
  const empty = messages.empty ?? M.required;
  const invalid = messages.invalid ?? M.email;
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? empty : invalid) })
    .trim()
    .min(1, { error: empty, abort: true })
    .max(254, { error: invalid, abort: true })
    .transform((value, ctx) => {
      const parsed = normaliseEmail(value);
      if (parsed.ok) return parsed.value as string;
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    });
};

/** A phone number as people write it, answered in E.164 form (core/application/forms/phone-number.ts). */
export const phoneText = () =>
  z
    .string({ error: missingOr(M.phone) })
    .trim()
    .min(1, M.required)
    .max(32, M.phone)
    .transform((value, ctx) => {
      const parsed = normalisePhone(value);
      if (parsed.ok) return parsed.value as string;
      ctx.addIssue({ code: "custom", message: M.phone });
      return z.NEVER;
    });

/** A whole number, from JSON or from the digits of a form entry. */
export const intLike = (message: string, min: number, max: number) =>
  hinted(
    z.preprocess(
      (value) => (typeof value === "string" && /^\s*-?\d{1,16}\s*$/.test(value) ? Number(value) : value),
      z.int({ error: message }).min(min, message).max(max, message),
    ),
    z.union([z.int().min(min).max(max), z.string().regex(/^\d{1,16}$/)]),
  );

/** An id in a JSON body: a stored id's range (ADR 030). */
export const idField = () =>
  z
    .int({ error: missingOr(M.id) })
    .positive(M.id)
    .max(MAX_ENTITY_ID, M.id);

/** An id in a path or query: decimal digits without a leading zero, within a stored id's range (ADR 030). */
export const idText = () =>
  hinted(
    z.string({ error: missingOr(M.id) }).transform((text, ctx) => {
      const id = entityIdOfText(text);
      if (id !== null) return id;
      ctx.issues.push({ code: "custom", message: M.id, input: text });
      return z.NEVER;
    }),
    z.string().regex(ENTITY_ID_PATTERN),
  );

export const slugText = () =>
  z
    .string({ error: missingOr(M.slug) })
    .max(200, M.slug)
    .regex(SLUG, M.slug);

/** An id ("12") or a slug ("kitajskij-s-nulya"); digits without a leading zero are always the id. */
export const idOrSlugText = () => slugText();

/** A flag in a query: only the texts true and false. */
export const flagQuery = () =>
  z
    .enum(["true", "false"], { error: M.flag })
    .transform((value) => value === "true")
    .optional();

export const ratingField = () =>
  z
    .int({ error: missingOr(M.rating) })
    .min(1, M.rating)
    .max(5, M.rating);

/** An institution or education base: its id, or its slug ending in a dash and digits (spec 5). */
export const entityRefText = () =>
  slugText().refine((value) => entityIdOfText(value) !== null || NUMBERED_SLUG_PATTERN.test(value), M.slug);

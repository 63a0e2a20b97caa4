import { MAX_DOCUMENT_BYTES } from "../../../core/application/forms/document-type";
import { MAX_ENTITY_ID } from "../../../core/domain/shared/entity-id";
import { FIELD_MESSAGES as M } from "./field-messages";
import { blankable, emailText, intLike, optionalText, phoneText, requiredText } from "./fields";
import { formExtrasShape, gatherMultipartUtm, multipartExtrasShape, splitExtras } from "./form-extras.schema";
import { defineRoute, errorResponses } from "./route-contract";
import { singleFile } from "./single-file";
import { z } from "./zod-ru";

/** Russian messages of the form fields that the shared field messages do not cover. */
export const FORM_MESSAGES = {
  name: "Введите имя.",
  reviewText: "Введите текст отзыва.",
  calc: "Ожидается объект с параметрами расчёта.",
  calcTooMany: "Не более 50 параметров расчёта.",
  calcKey: "Название параметра: латинские буквы, цифры и «_», не более 40 символов.",
  budget: "Бюджет: целое неотрицательное число.",
  year: "Год: целое число от 2000 до 2100.",
  fileRequired: "Приложите файл.",
  oneFile: "Приложите один файл.",
  fileType: "Допустимые форматы: PDF, JPG, PNG.",
  fileTooLarge: "Файл больше 10 МБ.",
} as const;

const name = () => requiredText(100, FORM_MESSAGES.name);

const scalar = z.union([z.string().trim().max(500, M.tooLong(500)), z.number(), z.boolean(), z.null()], {
  error: M.choice,
});

/**
 * The calculator's choices: known fields with their own rules, plus any other scalar values the calculator
 * sends (up to 50 in all, names of Latin letters, digits and "_").
 */
export const calcChoicesSchema = z
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

/**
 * Each JSON form body is read into the fields to store and the extras (page address, utm, call session): what the
 * server hands to the core.
 */
export const simpleFormBodySchema = z
  .object({
    name: name(),
    phone: phoneText(),
    email: blankable(emailText()),
    subject: optionalText(200),
    message: optionalText(2000),
    ...formExtrasShape,
  })
  .transform(splitExtras);

export const subscribeFormBodySchema = z.object({ email: emailText(), ...formExtrasShape }).transform(splitExtras);

export const promoFormBodySchema = z
  .object({ name: name(), phone: phoneText(), ...formExtrasShape })
  .transform(splitExtras);

export const calcFormBodySchema = z
  .object({
    name: name(),
    phone: phoneText(),
    calc: calcChoicesSchema.optional(),
    ...formExtrasShape,
  })
  .transform(splitExtras);

export const leaveReviewFormBodySchema = z
  .object({
    name: name(),
    text: requiredText(5000, FORM_MESSAGES.reviewText),
    rating: blankable(intLike(M.rating, 1, 5)),
    email: blankable(emailText()),
    institution_id: blankable(intLike(M.id, 1, MAX_ENTITY_ID)),
    ...formExtrasShape,
  })
  .transform(splitExtras);

/**
 * The `file` entries of the multipart form (one, or a list when repeated): exactly one non-empty file of at most
 * 10 MB. Text in a `file` entry is not a file.
 */
const documentFile = singleFile(MAX_DOCUMENT_BYTES, {
  oneFile: FORM_MESSAGES.oneFile,
  missing: FORM_MESSAGES.fileRequired,
  tooLarge: FORM_MESSAGES.fileTooLarge,
});

/**
 * Multipart: one document (PDF, JPG or PNG recognised by its first bytes, at most 10 MB), an optional contact
 * and the extras as `page_url`, `call_tracking_session_id` and `utm[...]` entries; read into the document, the
 * fields to store and the extras.
 */
export const saveDocFormBodySchema = z
  .object({
    file: documentFile,
    name: optionalText(100),
    email: blankable(emailText()),
    phone: blankable(phoneText()),
    ...multipartExtrasShape,
  })
  .transform(({ file, ...rest }) => ({ file, ...splitExtras(gatherMultipartUtm(rest)) }));

/** A stored submission: its id and a thank-you text to show. */
export const formAcceptedSchema = z.object({ id: z.int().positive(), message: z.string() }).readonly();

const V1 = "/api/ru/v1";
const formErrors = errorResponses(406, 413, 422, 429, 500);

/** Lead forms (spec 7, /api/ru/v1/forms): 201 with the submission id and a Russian acknowledgement. */
export const FORMS_ROUTES = {
  simpleForm: defineRoute({
    method: "post",
    path: `${V1}/forms/simple-form`,
    summary: "Простая заявка",
    tag: "forms",
    auth: "optional",
    request: { body: simpleFormBodySchema },
    responses: { 201: formAcceptedSchema, ...formErrors },
  }),
  subscribeForm: defineRoute({
    method: "post",
    path: `${V1}/forms/subscribe-to-news-form`,
    summary: "Подписка на новости",
    tag: "forms",
    auth: "optional",
    request: { body: subscribeFormBodySchema },
    responses: { 201: formAcceptedSchema, ...formErrors },
  }),
  promoForm: defineRoute({
    method: "post",
    path: `${V1}/forms/promo-form`,
    summary: "Заявка по акции",
    tag: "forms",
    auth: "optional",
    request: { body: promoFormBodySchema },
    responses: { 201: formAcceptedSchema, ...formErrors },
  }),
  calcForm: defineRoute({
    method: "post",
    path: `${V1}/forms/calc-form`,
    summary: "Заявка из калькулятора",
    tag: "forms",
    auth: "optional",
    request: { body: calcFormBodySchema },
    responses: { 201: formAcceptedSchema, ...formErrors },
  }),
  saveDocForm: defineRoute({
    method: "post",
    path: `${V1}/forms/save-doc-form`,
    summary: "Отправить документ (multipart/form-data)",
    tag: "forms",
    auth: "optional",
    request: { body: saveDocFormBodySchema, encoding: "multipart" },
    responses: { 201: formAcceptedSchema, ...formErrors },
  }),
  leaveReviewForm: defineRoute({
    method: "post",
    path: `${V1}/forms/leave-review-form`,
    summary: "Оставить отзыв",
    tag: "forms",
    auth: "optional",
    request: { body: leaveReviewFormBodySchema },
    responses: { 201: formAcceptedSchema, ...formErrors },
  }),
} as const;

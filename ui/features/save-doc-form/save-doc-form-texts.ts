import { match } from "ts-pattern";
import type { DocumentSaveStatus } from "../../../core/domain/forms/document-save-status";
import { outcomeMessagesOf, REQUEST_FORM_TEXTS } from "../request-form/request-form-texts";
import type { SaveDocFormField } from "./save-doc-form-fields";

/** The Russian texts of the free document check (spec 7 save-doc-form). */
export const SAVE_DOC_FORM_TEXTS = {
  title: "Бесплатная проверка документов",
  lead:
    "Пришлите аттестат, диплом, паспорт или справку — специалист бесплатно проверит, подходит ли документ для " +
    "поступления в Китай, и ответит вам по телефону или почте.",
  labels: {
    name: REQUEST_FORM_TEXTS.labels.name,
    phone: REQUEST_FORM_TEXTS.labels.phone,
    email: REQUEST_FORM_TEXTS.labels.email,
    file: "Документ",
  } satisfies Record<SaveDocFormField, string>,
  hints: { phone: REQUEST_FORM_TEXTS.hints.phone, file: "PDF, JPG или PNG, не больше 10 МБ" },
  submit: "Отправить на проверку",
  consentBefore: "Нажимая «Отправить на проверку», вы даёте ",
} as const;

/** The button's text in each status of spec 4 (default, sending, sent, error). */
export const saveDocButtonText = (status: DocumentSaveStatus): string =>
  match(status)
    .with("default", () => SAVE_DOC_FORM_TEXTS.submit)
    .with("sending", () => "Отправляем документ…")
    .with("sent", () => "Отправить ещё документ")
    .with("error", () => "Отправить ещё раз")
    .exhaustive();

/** The message the document form announces for an outcome. */
export const saveDocOutcomeMessages = outcomeMessagesOf({
  sent: "Спасибо! Документ отправлен на проверку — ответим в течение рабочего дня.",
  invalid: "Документ не отправлен: проверьте правильность заполнения полей.",
  tooMany: "Слишком много отправок за короткое время.",
  failed: "Не удалось отправить документ: сервис временно недоступен. Попробуйте ещё раз.",
});

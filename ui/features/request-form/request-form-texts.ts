import { match } from "ts-pattern";
import { countText } from "../../../core/domain/text/count-text";
import { SECOND_FORMS } from "../../../core/domain/text/counted-nouns";
import type { RequestFormField } from "./request-form-fields";
import type { RequestFormOutcome } from "./request-form-outcome";

/** The Russian texts of the request form. */
export const REQUEST_FORM_TEXTS = {
  labels: {
    name: "Имя",
    phone: "Телефон",
    email: "Электронная почта",
    message: "Комментарий",
  } satisfies Record<RequestFormField, string>,
  optional: "необязательно",
  hints: {
    phone: "Например, +7 900 123-45-67",
    message: "Страна, уровень обучения, сроки — всё, что поможет подготовиться к разговору",
  },
  submit: "Отправить заявку",
  sending: "Отправляем…",
  consentBefore: "Нажимая «Отправить заявку», вы даёте ",
  consentLink: "согласие на обработку персональных данных",
  consentMiddle: " и соглашаетесь с ",
  policyLink: "политикой конфиденциальности",
  consentAfter: ".",
} as const;

/** When to try again after too many submissions. */
export const retryText = (seconds: number | null): string =>
  seconds === null || seconds <= 0
    ? "Попробуйте ещё раз немного позже."
    : `Попробуйте ещё раз через ${countText(seconds, SECOND_FORMS)}.`;

/** The message the form announces for an outcome; a validation failure lists the messages not shown at a field. */
export const outcomeMessages = (outcome: RequestFormOutcome): readonly string[] =>
  match(outcome)
    .with({ _tag: "Sent" }, () => ["Спасибо! Заявка отправлена — мы свяжемся с вами в рабочее время."])
    .with({ _tag: "Invalid" }, ({ other }) =>
      other.length > 0 ? other : ["Заявка не отправлена: проверьте правильность заполнения полей."],
    )
    .with({ _tag: "TooMany" }, ({ retryAfterSeconds }) => [
      `Слишком много заявок за короткое время. ${retryText(retryAfterSeconds)}`,
    ])
    .with({ _tag: "Failed" }, () => ["Не удалось отправить заявку: сервис временно недоступен. Попробуйте ещё раз."])
    .exhaustive();

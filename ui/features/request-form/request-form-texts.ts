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

/** What a site form says for each outcome: sent, refused (when no message of the server is left to show), too many, failed. */
export type OutcomeTexts = Readonly<{ sent: string; invalid: string; tooMany: string; failed: string }>;

/**
 * The messages a site form announces for an outcome: a validation failure lists the server's messages not shown at a
 * field (or the form's own line when there are none); too many submissions say when to try again.
 */
export const outcomeMessagesOf =
  (texts: OutcomeTexts) =>
  (outcome: RequestFormOutcome): readonly string[] =>
    match(outcome)
      .with({ _tag: "Sent" }, () => [texts.sent])
      .with({ _tag: "Invalid" }, ({ other }) => (other.length > 0 ? other : [texts.invalid]))
      .with({ _tag: "TooMany" }, ({ retryAfterSeconds }) => [`${texts.tooMany} ${retryText(retryAfterSeconds)}`])
      .with({ _tag: "Failed" }, () => [texts.failed])
      .exhaustive();

/** The message the request form announces for an outcome. */
export const outcomeMessages = outcomeMessagesOf({
  sent: "Спасибо! Заявка отправлена — мы свяжемся с вами в рабочее время.",
  invalid: "Заявка не отправлена: проверьте правильность заполнения полей.",
  tooMany: "Слишком много заявок за короткое время.",
  failed: "Не удалось отправить заявку: сервис временно недоступен. Попробуйте ещё раз.",
});

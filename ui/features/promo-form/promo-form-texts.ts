import { match } from "ts-pattern";
import type { FormOutcome } from "../request-form/request-form-outcome";
import { REQUEST_FORM_TEXTS, retryText } from "../request-form/request-form-texts";

/** The Russian texts of the promo form (landing pages and the home page's promo banners). */
export const PROMO_FORM_TEXTS = {
  title: "Бесплатная консультация",
  lead: "Оставьте имя и телефон — менеджер перезвонит, расскажет о грантах и сроках подачи и ответит на вопросы.",
  labels: { name: REQUEST_FORM_TEXTS.labels.name, phone: REQUEST_FORM_TEXTS.labels.phone },
  phoneHint: REQUEST_FORM_TEXTS.hints.phone,
  submit: "Получить консультацию",
  sending: "Отправляем…",
  consentBefore: "Нажимая «Получить консультацию», вы даёте ",
} as const;

/** The message the form announces for an outcome; a validation failure lists the messages not shown at a field. */
export const promoOutcomeMessages = (outcome: FormOutcome): readonly string[] =>
  match(outcome)
    .with({ _tag: "Sent" }, () => ["Спасибо! Менеджер перезвонит вам в рабочее время."])
    .with({ _tag: "Invalid" }, ({ other }) =>
      other.length > 0 ? other : ["Заявка не отправлена: проверьте правильность заполнения полей."],
    )
    .with({ _tag: "TooMany" }, ({ retryAfterSeconds }) => [
      `Слишком много заявок за короткое время. ${retryText(retryAfterSeconds)}`,
    ])
    .with({ _tag: "Failed" }, () => ["Не удалось отправить заявку: сервис временно недоступен. Попробуйте ещё раз."])
    .exhaustive();

import { match } from "ts-pattern";
import type { FormOutcome } from "../request-form/request-form-outcome";
import { retryText } from "../request-form/request-form-texts";

/** The Russian texts of the news subscription (footer, blog, and the page of its outcome). */
export const SUBSCRIBE_FORM_TEXTS = {
  title: "Подписка на новости",
  lead: "Раз в месяц — новые гранты, сроки приёма и статьи блога. Отписаться можно в любом письме.",
  email: "Электронная почта",
  hint: "Например, name@example.ru",
  submit: "Подписаться",
  sending: "Подписываем…",
  consentBefore: "Нажимая «Подписаться», вы даёте ",
  subscribed: "Спасибо! Вы подписаны на новости — первое письмо придёт в начале месяца.",
} as const;

/** The message the form announces for an outcome; a validation failure lists the messages not shown at the field. */
export const subscribeOutcomeMessages = (outcome: FormOutcome): readonly string[] =>
  match(outcome)
    .with({ _tag: "Sent" }, () => [SUBSCRIBE_FORM_TEXTS.subscribed])
    .with({ _tag: "Invalid" }, ({ other }) => (other.length > 0 ? other : ["Подписка не оформлена: проверьте адрес."]))
    .with({ _tag: "TooMany" }, ({ retryAfterSeconds }) => [
      `Слишком много попыток за короткое время. ${retryText(retryAfterSeconds)}`,
    ])
    .with({ _tag: "Failed" }, () => ["Не удалось оформить подписку: сервис временно недоступен. Попробуйте ещё раз."])
    .exhaustive();

import { outcomeMessagesOf } from "../request-form/request-form-texts";

/** The Russian texts of the news subscription (footer, blog, and the page of its outcome). */
export const SUBSCRIBE_FORM_TEXTS = {
  title: "Подписка на новости",
  /** The blog's section (the footer's, on the same page, is «Подписка на новости»: each landmark has its own name). */
  blogTitle: "Новые статьи на почту",
  lead: "Раз в месяц — новые гранты, сроки приёма и статьи блога. Отписаться можно в любом письме.",
  /** Not «Электронная почта»: the footer is on every page, beside the account forms that ask for one. */
  email: "Почта для новостей",
  hint: "Например, name@example.ru",
  submit: "Подписаться",
  sending: "Подписываем…",
  consentBefore: "Нажимая «Подписаться», вы даёте ",
  subscribed: "Спасибо! Вы подписаны на новости — первое письмо придёт в начале месяца.",
} as const;

/** The message the subscription announces for an outcome. */
export const subscribeOutcomeMessages = outcomeMessagesOf({
  sent: SUBSCRIBE_FORM_TEXTS.subscribed,
  invalid: "Подписка не оформлена: проверьте адрес.",
  tooMany: "Слишком много попыток за короткое время.",
  failed: "Не удалось оформить подписку: сервис временно недоступен. Попробуйте ещё раз.",
});

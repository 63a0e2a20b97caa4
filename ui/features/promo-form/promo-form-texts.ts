import { outcomeMessagesOf, REQUEST_FORM_TEXTS } from "../request-form/request-form-texts";

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

/** The message the promo form announces for an outcome (the request form's, but for what follows a sent one). */
export const promoOutcomeMessages = outcomeMessagesOf({
  sent: "Спасибо! Менеджер перезвонит вам в рабочее время.",
  invalid: "Заявка не отправлена: проверьте правильность заполнения полей.",
  tooMany: "Слишком много заявок за короткое время.",
  failed: "Не удалось отправить заявку: сервис временно недоступен. Попробуйте ещё раз.",
});

import { outcomeMessagesOf } from "../request-form/request-form-texts";
import type { ReviewFormField } from "./review-form-fields";

/** The Russian texts of the review form on /reviews/. */
export const REVIEW_FORM_TEXTS = {
  title: "Оставить отзыв",
  aboutInstitution: (title: string) => `Отзыв об учебном заведении «${title}»`,
  lead: "Расскажите, как прошли поступление и учёба. Отзыв появится на сайте после проверки.",
  labels: {
    name: "Имя",
    email: "Электронная почта",
    rating: "Оценка",
    text: "Отзыв",
  } satisfies Record<ReviewFormField, string>,
  hints: {
    email: "Не публикуется: напишем, если по отзыву появятся вопросы",
    rating: "От 1 до 5, где 5 — отлично",
  },
  score: (score: number) => `${score} из 5`,
  submit: "Отправить отзыв",
  sending: "Отправляем…",
  consentBefore: "Нажимая «Отправить отзыв», вы даёте ",
} as const;

/** The message the review form announces for an outcome. */
export const reviewOutcomeMessages = outcomeMessagesOf({
  sent: "Спасибо! Отзыв появится на сайте после проверки.",
  invalid: "Отзыв не отправлен: проверьте правильность заполнения полей.",
  tooMany: "Слишком много отзывов за короткое время.",
  failed: "Не удалось отправить отзыв: сервис временно недоступен. Попробуйте ещё раз.",
});

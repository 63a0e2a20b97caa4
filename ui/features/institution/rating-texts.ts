/**
 * Russian texts of the rating block, in a module of their own (not institution-texts.ts, which the screens load
 * first): the pages ship them only with the block's chunk (ADR 050).
 */
export const RATING_TEXTS = {
  title: "Рейтинг",
  howItWorks: "Как считается рейтинг",
  howItWorksHint:
    "Средняя оценка посетителей по шкале от 1 до 5. Оценивают вошедшие пользователи, по одному голосу за учебное заведение; свою оценку можно изменить.",
  outOf: "из 5",
  noVotes: "Оценок пока нет — станьте первым.",
  own: (value: number) => `Ваша оценка: ${value}`,
  legend: "Оцените учебное заведение",
  star: (value: number) => `${value} из 5`,
  submit: "Оценить",
  sending: "Сохраняем…",
  saved: (value: number) => `Спасибо! Ваша оценка ${value} сохранена.`,
  failed: "Не удалось сохранить оценку. Попробуйте ещё раз.",
  invalid: "Выберите оценку от 1 до 5.",
  loginPrompt: "Войдите, чтобы оценить",
  login: "Войти",
} as const;

const ratingFormat = new Intl.NumberFormat("ru-RU", { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** "4,99" */
export const ratingValueText = (rating: number): string => ratingFormat.format(rating);

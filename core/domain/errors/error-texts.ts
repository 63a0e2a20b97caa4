/** Fixed texts of the error catalogue (spec 2 "Error page" and spec 8), exactly as the spec writes them. */
export const ERROR_TEXTS = {
  pageTitle: "Страница не найдена",
  forbidden: "Доступ запрещен",
  notFound: "Такой страницы не существует",
  homeButton: "На главную",
  globalNotFound: "This page could not be found",
  unknownMiddleware: "Unknown middleware",
  commentFailure: "Произошла ошибка",
} as const;

import { describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "./error-texts";

describe("ERROR_TEXTS", () => {
  it("holds the catalogue texts exactly as the spec writes them", () => {
    expect(ERROR_TEXTS).toEqual({
      pageTitle: "Страница не найдена",
      forbidden: "Доступ запрещен",
      notFound: "Такой страницы не существует",
      homeButton: "На главную",
      globalNotFound: "This page could not be found",
      unknownMiddleware: "Unknown middleware",
      commentFailure: "Произошла ошибка",
    });
  });
});

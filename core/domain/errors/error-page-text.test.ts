import { describe, expect, it } from "vitest";
import { errorPageText } from "./error-page-text";

describe("errorPageText", () => {
  it("shows the image only on the 404 page", () => {
    expect(errorPageText(404)).toEqual({
      status: 404,
      title: "Страница не найдена",
      message: "Такой страницы не существует",
      showImage: true,
      homeLabel: "На главную",
      homeHref: "/",
    });
  });

  it("uses the same title and home button for 403 and other codes", () => {
    expect(errorPageText(403)).toEqual({
      status: 403,
      title: "Страница не найдена",
      message: "Доступ запрещен",
      showImage: false,
      homeLabel: "На главную",
      homeHref: "/",
    });
    expect(errorPageText(500).message).toBe("Ошибка: 500");
    expect(errorPageText(500).showImage).toBe(false);
  });
});

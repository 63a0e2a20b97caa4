import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-message";

describe("errorMessage", () => {
  it("has its own text for 403 and 404", () => {
    expect(errorMessage(403)).toBe("Доступ запрещен");
    expect(errorMessage(404)).toBe("Такой страницы не существует");
  });

  it("names any other code", () => {
    expect(errorMessage(500)).toBe("Ошибка: 500");
    expect(errorMessage(401)).toBe("Ошибка: 401");
    expect(errorMessage(502)).toBe("Ошибка: 502");
  });
});

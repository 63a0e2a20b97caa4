import { describe, expect, it } from "vitest";
import { requestFormOutcome, requestFormStatus } from "./request-form-outcome";

describe("requestFormOutcome", () => {
  it("a stored request is sent", () => {
    expect(requestFormOutcome({ _tag: "Ok", value: null })).toEqual({ _tag: "Sent" });
  });

  it("shows the first message of each visible field and sends the rest to the summary", () => {
    const outcome = requestFormOutcome({
      _tag: "ValidationFailed",
      message: "Проверьте правильность заполнения полей.",
      fields: {
        phone: ["Введите корректный номер телефона.", "Не более 32 символов."],
        name: ["Введите имя."],
        page_url: ["Некорректный адрес страницы."],
      },
    });
    expect(outcome).toEqual({
      _tag: "Invalid",
      fields: { phone: "Введите корректный номер телефона.", name: "Введите имя." },
      other: ["Проверьте правильность заполнения полей.", "Некорректный адрес страницы."],
    });
  });

  it("a field with no messages has no error", () => {
    const outcome = requestFormOutcome({ _tag: "ValidationFailed", message: null, fields: { email: [] } });
    expect(outcome).toEqual({ _tag: "Invalid", fields: {}, other: [] });
  });

  it("keeps the server's wait when throttled", () => {
    expect(requestFormOutcome({ _tag: "RateLimited", retry_after_seconds: 42 })).toEqual({
      _tag: "TooMany",
      retryAfterSeconds: 42,
    });
    expect(requestFormOutcome({ _tag: "Failed" })).toEqual({ _tag: "Failed" });
  });
});

describe("requestFormStatus", () => {
  it("answers a page with the status of the outcome", () => {
    expect(requestFormStatus({ _tag: "Sent" })).toBe(200);
    expect(requestFormStatus({ _tag: "Invalid", fields: {}, other: [] })).toBe(422);
    expect(requestFormStatus({ _tag: "TooMany", retryAfterSeconds: null })).toBe(429);
    expect(requestFormStatus({ _tag: "Failed" })).toBe(503);
  });
});

import { describe, expect, it } from "vitest";
import { LOGIN_TEXTS, loginOutcome, retryMessage } from "./login-outcome";

describe("loginOutcome", () => {
  it("logs in on success", () => {
    expect(loginOutcome({ _tag: "Ok", value: { token: "t", expires: "2025-03-01T10:00:00.000Z" } })).toEqual({
      _tag: "LoggedIn",
    });
  });

  it("shows the first message of each field and no second copy of the server's message", () => {
    const outcome = loginOutcome({
      _tag: "ValidationFailed",
      message: "Неверный адрес электронной почты или пароль.",
      fields: {
        email: ["Неверный адрес электронной почты или пароль.", "Второе сообщение"],
        password: ["Введите пароль."],
      },
    });
    expect(outcome).toEqual({
      _tag: "Refused",
      fields: { email: "Неверный адрес электронной почты или пароль.", password: "Введите пароль." },
      message: null,
    });
  });

  it("falls back to the server's message when no field carries one", () => {
    expect(loginOutcome({ _tag: "ValidationFailed", message: "Сервер отказал.", fields: {} })).toEqual({
      _tag: "Refused",
      fields: {},
      message: "Сервер отказал.",
    });
    expect(loginOutcome({ _tag: "ValidationFailed", message: null, fields: { email: [] } })).toMatchObject({
      message: LOGIN_TEXTS.invalid,
    });
  });

  it("tells how long to wait after too many attempts, and what to do after a failure", () => {
    expect(loginOutcome({ _tag: "RateLimited", retry_after_seconds: 61 })).toEqual({
      _tag: "Refused",
      fields: {},
      message: "Слишком много попыток входа. Попробуйте снова через 2 минуты.",
    });
    expect(loginOutcome({ _tag: "Failed" })).toMatchObject({ message: LOGIN_TEXTS.failed });
  });

  it("asks to try again in a few seconds when the server was overloaded (503), not to check the connection", () => {
    expect(loginOutcome({ _tag: "Failed", overloaded: true })).toEqual({
      _tag: "Refused",
      fields: {},
      message: "Сервер сейчас перегружен. Попробуйте войти ещё раз через несколько секунд.",
    });
  });
});

describe("retryMessage", () => {
  it("rounds up to whole minutes with the right word", () => {
    expect(retryMessage(1)).toBe("Слишком много попыток входа. Попробуйте снова через 1 минуту.");
    expect(retryMessage(300)).toBe("Слишком много попыток входа. Попробуйте снова через 5 минут.");
    expect(retryMessage(21 * 60)).toBe("Слишком много попыток входа. Попробуйте снова через 21 минуту.");
  });

  it("asks to try later when the wait is unknown", () => {
    expect(retryMessage(null)).toBe("Слишком много попыток входа. Попробуйте позже.");
    expect(retryMessage(0)).toBe("Слишком много попыток входа. Попробуйте позже.");
  });
});

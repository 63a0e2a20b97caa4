import { describe, expect, it } from "vitest";
import { accountFormOutcome } from "./account-form-outcome";
import { ACCOUNT_FORM_TEXTS } from "./account-form-texts";

const REGISTER_FIELDS = ["first_name", "last_name", "email", "password"];

describe("accountFormOutcome", () => {
  it("is done on success", () => {
    expect(accountFormOutcome({ _tag: "Ok", value: null }, REGISTER_FIELDS)).toEqual({ _tag: "Done" });
  });

  it("shows the first message of each field, without a second copy of the server's message", () => {
    expect(
      accountFormOutcome(
        {
          _tag: "ValidationFailed",
          message: "Проверьте правильность заполнения полей.",
          fields: {
            email: ["Этот адрес электронной почты уже зарегистрирован.", "второе"],
            password: ["Пароль должен содержать не менее 8 символов."],
          },
        },
        REGISTER_FIELDS,
      ),
    ).toEqual({
      _tag: "Refused",
      fields: {
        email: "Этот адрес электронной почты уже зарегистрирован.",
        password: "Пароль должен содержать не менее 8 символов.",
      },
      message: null,
    });
  });

  it("shows a message for a field the form has no input for (the reset code) as the form's message", () => {
    expect(
      accountFormOutcome(
        {
          _tag: "ValidationFailed",
          message: "Проверьте правильность заполнения полей.",
          fields: { code: ["Этот код восстановления уже недействителен. Запросите новый код."] },
        },
        ["password", "password_confirmation"],
      ),
    ).toEqual({
      _tag: "Refused",
      fields: {},
      message: "Этот код восстановления уже недействителен. Запросите новый код.",
    });
  });

  it("falls back to the server's message, then to a generic one, when no field carries a message", () => {
    expect(accountFormOutcome({ _tag: "ValidationFailed", message: "Отказ.", fields: {} }, [])).toMatchObject({
      message: "Отказ.",
    });
    expect(accountFormOutcome({ _tag: "ValidationFailed", message: null, fields: {} }, [])).toMatchObject({
      message: ACCOUNT_FORM_TEXTS.invalid,
    });
  });

  it("tells how long to wait after too many requests, and what to do after a failure", () => {
    expect(accountFormOutcome({ _tag: "RateLimited", retry_after_seconds: 900 }, [])).toMatchObject({
      message: "Слишком много запросов. Попробуйте снова через 15 минут.",
    });
    expect(accountFormOutcome({ _tag: "RateLimited", retry_after_seconds: null }, [])).toMatchObject({
      message: "Слишком много запросов. Попробуйте позже.",
    });
    expect(accountFormOutcome({ _tag: "Failed" }, [])).toMatchObject({ message: ACCOUNT_FORM_TEXTS.failed });
  });

  it("asks to send the form again in a few seconds when the server was overloaded (503)", () => {
    expect(accountFormOutcome({ _tag: "Failed", overloaded: true }, ["email"])).toEqual({
      _tag: "Refused",
      fields: {},
      message: "Сервер сейчас перегружен. Отправьте форму ещё раз через несколько секунд.",
    });
  });
});

import { describe, expect, it } from "vitest";
import { parseServerFormErrors } from "./parse-server-form-errors";

describe("parseServerFormErrors", () => {
  it("keeps the first message of each field", () => {
    const payload = {
      message: "Данные некорректны",
      data: { email: ["Некорректный e-mail.", "Поле обязательно для заполнения."], phone: ["Неверный номер."] },
    };
    expect(parseServerFormErrors(payload)).toEqual({
      message: "Данные некорректны",
      fields: { email: "Некорректный e-mail.", phone: "Неверный номер." },
    });
  });

  it("leaves out fields with no messages and tolerates a missing message", () => {
    expect(parseServerFormErrors({ data: { name: [], file: ["Файл слишком большой."] } })).toEqual({
      message: null,
      fields: { file: "Файл слишком большой." },
    });
  });

  it("gives no errors for a malformed payload", () => {
    const none = { message: null, fields: {} };
    expect(parseServerFormErrors(undefined)).toEqual(none);
    expect(parseServerFormErrors("Server error")).toEqual(none);
    expect(parseServerFormErrors({ message: "Ошибка" })).toEqual(none);
    expect(parseServerFormErrors({ data: { email: "Некорректный e-mail." } })).toEqual(none);
    expect(parseServerFormErrors({ data: ["email"] })).toEqual(none);
  });
});

import { describe, expect, it } from "vitest";
import { readSecurityForm } from "./security-submission";

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe("readSecurityForm", () => {
  it("is the edit to send, e-mail and phone trimmed, passwords as typed", () => {
    const submission = readSecurityForm(
      formOf({
        email: " anna@example.com ",
        phone: " +7 900 123-45-67",
        current_password: " старый пароль ",
        new_password: "новый пароль",
        new_password_confirmation: "новый пароль",
      }),
    );
    expect(submission).toEqual({
      _tag: "Ready",
      edit: {
        email: "anna@example.com",
        phone: "+7 900 123-45-67",
        current_password: " старый пароль ",
        new_password: "новый пароль",
      },
      values: { email: "anna@example.com", phone: "+7 900 123-45-67" },
    });
  });

  it("sends empty values for what was left blank (the client drops them)", () => {
    expect(readSecurityForm(formOf({ email: "anna@example.com" }))).toMatchObject({
      _tag: "Ready",
      edit: { email: "anna@example.com", phone: "", current_password: "", new_password: "" },
    });
  });

  it("refuses two different new passwords, and a missing repeat, at the repeat field", () => {
    expect(readSecurityForm(formOf({ new_password: "раз-два-три", new_password_confirmation: "раз-два" }))).toEqual({
      _tag: "Mismatch",
      fields: { new_password_confirmation: "Пароли не совпадают." },
      values: { email: "", phone: "" },
    });
    expect(readSecurityForm(formOf({ new_password: "раз-два-три" }))).toMatchObject({
      _tag: "Mismatch",
      fields: { new_password_confirmation: "Повторите новый пароль." },
    });
  });
});

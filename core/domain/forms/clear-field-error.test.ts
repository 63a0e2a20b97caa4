import { describe, expect, it } from "vitest";
import { clearFieldError } from "./clear-field-error";

describe("clearFieldError", () => {
  it("removes one field's error and leaves the others", () => {
    const errors = { email: "Некорректный e-mail.", phone: "Неверный номер." };
    expect(clearFieldError(errors, "email")).toEqual({ phone: "Неверный номер." });
    expect(errors).toEqual({ email: "Некорректный e-mail.", phone: "Неверный номер." });
  });

  it("returns a new, equal object when the field had no error", () => {
    const errors = { phone: "Неверный номер." };
    const cleared = clearFieldError(errors, "email");
    expect(cleared).toEqual(errors);
    expect(cleared).not.toBe(errors);
  });
});

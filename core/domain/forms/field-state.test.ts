import { describe, expect, it } from "vitest";
import { fieldState } from "./field-state";

describe("fieldState", () => {
  const errors = { email: "Некорректный e-mail." };

  it("marks a field with an error", () => {
    expect(fieldState(errors, "email", true)).toBe("error");
    expect(fieldState(errors, "email", false)).toBe("error");
  });

  it("marks an error-free field of a submitted form as success", () => {
    expect(fieldState(errors, "phone", true)).toBe("success");
  });

  it("does not style fields before the first submit", () => {
    expect(fieldState(errors, "phone", false)).toBeNull();
    expect(fieldState({}, "constructor", false)).toBeNull();
  });
});

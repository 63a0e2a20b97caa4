import { describe, expect, it } from "vitest";
import { emailAddress } from "./email-address";

describe("emailAddress", () => {
  it("reads an address, trimmed", () => {
    expect(emailAddress(" care@shuyuan.ru ")).toBe("care@shuyuan.ru");
  });

  it("is null for text that is not an address", () => {
    for (const text of ["", "отдел заботы", "care@", "@shuyuan.ru", "care @shuyuan.ru", "care@shuyuan"]) {
      expect(emailAddress(text)).toBeNull();
    }
  });
});

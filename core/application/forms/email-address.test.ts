import { describe, expect, it } from "vitest";
import { normaliseEmail } from "./email-address";

const read = (raw: string) => {
  const parsed = normaliseEmail(raw);
  return parsed.ok ? parsed.value : parsed.error._tag;
};

describe("normaliseEmail", () => {
  it("accepts ordinary addresses, trimmed and lower-cased", () => {
    expect(read("  Ivan.Petrov@Mail.RU ")).toBe("ivan.petrov@mail.ru");
    expect(read("a+tag@sub.example.co.uk")).toBe("a+tag@sub.example.co.uk");
    expect(read("o'neil@example.com")).toBe("o'neil@example.com");
    expect(read("иван@пример.рф")).toBe("иван@пример.рф");
    expect(read("user@xn--e1afmkfd.xn--p1ai")).toBe("user@xn--e1afmkfd.xn--p1ai");
    expect(read("x@my-site.org")).toBe("x@my-site.org");
  });

  it("refuses malformed addresses", () => {
    for (const raw of [
      "",
      "plain",
      "@mail.ru",
      "ivan@",
      "ivan@mail",
      "ivan@@mail.ru",
      "iv an@mail.ru",
      "ivan@mail..ru",
      ".ivan@mail.ru",
      "ivan.@mail.ru",
      "iv..an@mail.ru",
      "ivan@-mail.ru",
      "ivan@mail-.ru",
      "ivan@mail.r",
      "ivan@mail.123",
      "ivan@[127.0.0.1]",
      '"ivan"@mail.ru',
      "ivan@mail.ru.",
      `${"a".repeat(65)}@mail.ru`,
      `a@${"b".repeat(64)}.ru`,
      `a@${"b.".repeat(130)}ru`,
    ]) {
      expect(read(raw), raw).toBe("InvalidEmail");
    }
  });
});

import { describe, expect, it } from "vitest";
import { normalisePhone } from "./phone-number";

const read = (raw: string) => {
  const parsed = normalisePhone(raw);
  return parsed.ok ? parsed.value : parsed.error._tag;
};

describe("normalisePhone", () => {
  it("reads Russian numbers in their usual written forms", () => {
    expect(read("+7 (912) 345-67-89")).toBe("+79123456789");
    expect(read("8 (912) 345-67-89")).toBe("+79123456789");
    expect(read("89123456789")).toBe("+79123456789");
    expect(read("7 912 345 67 89")).toBe("+79123456789");
    expect(read("912 345-67-89")).toBe("+79123456789");
    expect(read("8 800 555-35-35")).toBe("+78005553535");
    expect(read("  +7\u00a0912\u00a0345\u00a06789  ")).toBe("+79123456789");
  });

  it("reads international numbers after + or 00", () => {
    expect(read("+86 138 0013 8000")).toBe("+8613800138000");
    expect(read("0086 138 0013 8000")).toBe("+8613800138000");
    expect(read("+375 (29) 123-45-67")).toBe("+375291234567");
    expect(read("+1.212.555.0100")).toBe("+12125550100");
  });

  it("refuses what is not a phone number", () => {
    for (const raw of [
      "",
      "   ",
      "abc",
      "+7 912 345 67 8",
      "+7 912 345 67 890",
      "12345",
      "+0 123 456 789",
      "912-34",
      "8613800138000",
      "+7 912 345 67 89 доб. 12",
      "+7+9123456789",
      "7 912 345 67 89 +",
      "+1234567890123456",
      `+7 ${"9".repeat(40)}`,
    ]) {
      expect(read(raw), raw).toBe("InvalidPhone");
    }
  });
});

import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letter of the first two words, in capitals", () => {
    expect(initials("Анна Ковалёва")).toBe("АК");
    expect(initials("Ли Мэй")).toBe("ЛМ");
    expect(initials("ёжик в тумане")).toBe("ЁВ");
    expect(initials("Анна-Мария Ли")).toBe("АМ");
  });

  it("uses one letter for one word, skips words without letters, and gives '' without any letter", () => {
    expect(initials("Мэй")).toBe("М");
    expect(initials("  «Сакура»  2024 школа ")).toBe("СШ");
    expect(initials("2024 — 2025")).toBe("");
    expect(initials("")).toBe("");
  });
});

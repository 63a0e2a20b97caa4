import { describe, expect, it } from "vitest";
import { COMPANY } from "./company-details";

const digits = (s: string) => Array.from(s, Number);

describe("COMPANY", () => {
  it("has a ten-digit INN of a legal entity with a valid check digit", () => {
    const d = digits(COMPANY.inn);
    const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
    const sum = weights.reduce((acc, w, i) => acc + w * (d[i] ?? 0), 0);
    expect(COMPANY.inn).toMatch(/^\d{10}$/);
    expect((sum % 11) % 10).toBe(d[9]);
  });

  it("has a thirteen-digit OGRN with a valid check digit", () => {
    expect(COMPANY.ogrn).toMatch(/^1\d{12}$/);
    expect(Number((BigInt(COMPANY.ogrn.slice(0, 12)) % 11n) % 10n)).toBe(Number(COMPANY.ogrn[12]));
  });

  it("registers the company in Moscow, where its INN, KPP and OGRN are issued", () => {
    expect(COMPANY.inn.slice(0, 2)).toBe("77");
    expect(COMPANY.kpp.slice(0, 4)).toBe(COMPANY.inn.slice(0, 4));
    expect(COMPANY.ogrn.slice(3, 5)).toBe("77");
    expect(COMPANY.address).toContain(`${COMPANY.zipCode}, г. Москва`);
  });
});

import { describe, expect, it } from "vitest";
import { slugify } from "../../../../../core/domain/route/slug/slugify";
import { reference } from "./catalogue-reference";
import { CITIES } from "./data/cities.data";
import { LANGUAGES } from "./data/languages.data";
import { REAL_INSTITUTIONS } from "./data/real-institutions.data";
import { SPECIALTIES } from "./data/specialties.data";
import { SPECIALTY_POOLS } from "./data/specialty-pools.data";
import { TARIFFS } from "./data/tariffs.data";
import { WAVE_CALENDARS } from "./data/wave-calendars.data";

const countryOf = (city: string) => reference.city(city).country.slug;

describe("catalogue data", () => {
  it("has at least 120 Chinese universities, 20 colleges, 15 schools and 3-4 universities per other country", () => {
    const count = (type: number, country: string) =>
      REAL_INSTITUTIONS.filter((fact) => fact.type === type && countryOf(fact.city) === country).length;
    expect(count(1, "china")).toBeGreaterThanOrEqual(120);
    expect(count(2, "china")).toBe(20);
    expect(count(3, "china")).toBe(15);
    for (const country of ["korea", "japan", "canada"]) {
      expect(count(1, country)).toBeGreaterThanOrEqual(3);
      expect(count(1, country)).toBeLessThanOrEqual(4);
    }
  });

  it("names every institution in Russian, English and Chinese, once", () => {
    for (const fact of REAL_INSTITUTIONS) {
      expect(fact.ru).toMatch(/[А-ЯЁ]/);
      expect(fact.en).toMatch(/^[A-Z]/);
      expect(fact.ch).toMatch(/\p{Script=Han}/u);
    }
    expect(new Set(REAL_INSTITUTIONS.map((fact) => fact.en)).size).toBe(REAL_INSTITUTIONS.length);
    expect(new Set(REAL_INSTITUTIONS.map((fact) => fact.ru)).size).toBe(REAL_INSTITUTIONS.length);
  });

  it("gives national places at most once per country", () => {
    const places = REAL_INSTITUTIONS.filter((fact) => fact.national !== null).map(
      (fact) => `${countryOf(fact.city)}:${fact.national}`,
    );
    expect(new Set(places).size).toBe(places.length);
  });

  it("uses known cities and languages, and city slugs are unique", () => {
    for (const fact of REAL_INSTITUTIONS) {
      expect(() => reference.city(fact.city)).not.toThrow();
      for (const language of fact.languages) expect(() => reference.language(language)).not.toThrow();
    }
    expect(new Set(CITIES.map((city) => city.slug)).size).toBe(CITIES.length);
  });

  it("derives language and specialty slugs from their titles with the core slugify", () => {
    for (const { slug, title } of [...LANGUAGES, ...SPECIALTIES]) {
      expect(slugify(title)).toEqual({ ok: true, value: slug });
    }
  });

  it("has at least 30 specialties tied to directions and pools of known specialties", () => {
    expect(SPECIALTIES.filter((specialty) => specialty.direction !== null).length).toBeGreaterThanOrEqual(30);
    const known = new Set(SPECIALTIES.map((specialty) => specialty.slug));
    for (const pool of Object.values(SPECIALTY_POOLS)) for (const slug of pool) expect(known.has(slug)).toBe(true);
  });

  it("has three tariffs per country", () => {
    for (const country of ["china", "korea", "japan", "canada"]) {
      expect(TARIFFS.filter((tariff) => tariff.country === country).map((tariff) => tariff.name)).toEqual([
        "Базовый",
        "Стандарт",
        "Премиум",
      ]);
    }
  });

  it("keeps every admission calendar ordered, inside 2026-2027 and before studies start", () => {
    for (const calendar of Object.values(WAVE_CALENDARS)) {
      const days = calendar.waves.flat();
      expect([...days].sort()).toEqual(days);
      expect(new Set(days).size).toBe(days.length);
      expect(days.every((day) => day >= "2026-01-01" && day <= "2027-12-31")).toBe(true);
      expect((days.at(-1) ?? "") < calendar.studiesStart).toBe(true);
    }
  });
});

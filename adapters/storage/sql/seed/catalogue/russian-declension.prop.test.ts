import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { declineName, declinePhrase } from "./russian-declension";

/** Adjectives with their genitive and prepositional forms before a masculine noun, written out by hand. */
const ADJECTIVES = [
  ["Пекинский", "Пекинского", "Пекинском"],
  ["Северо-Западный", "Северо-Западного", "Северо-Западном"],
  ["Педагогический", "Педагогического", "Педагогическом"],
  ["Средний", "Среднего", "Среднем"],
  ["Морской", "Морского", "Морском"],
] as const;
const NOUNS = [
  ["университет", "университета", "университете"],
  ["институт", "института", "институте"],
  ["колледж", "колледжа", "колледже"],
] as const;
const TAILS = ["", "Китая", "Цинхуа", "имени Сунь Ятсена", "(Пекин)"] as const;

const phraseArb = fc.record({
  adjectives: fc.array(fc.constantFrom(...ADJECTIVES), { maxLength: 2 }),
  noun: fc.constantFrom(...NOUNS),
  tail: fc.constantFrom(...TAILS),
});

const join = (...parts: readonly string[]): string => parts.filter((part) => part !== "").join(" ");

describe("declinePhrase properties", () => {
  it("agrees with hand-declined adjectives and nouns and keeps the tail", () => {
    fc.assert(
      fc.property(phraseArb, ({ adjectives, noun, tail }) => {
        const title = join(...adjectives.map(([nominative]) => nominative), noun[0], tail);
        const forms = declinePhrase(title);
        expect(forms.nominative).toBe(title);
        expect(forms.accusative).toBe(title);
        expect(forms.genitive).toBe(join(...adjectives.map(([, genitive]) => genitive), noun[1], tail));
        expect(forms.prepositional).toBe(
          join(...adjectives.map(([, , prepositional]) => prepositional), noun[2], tail),
        );
      }),
    );
  });
});

describe("declineName properties", () => {
  it("leaves names ending in о, у, и, э or ю alone in every case", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Ханч", "Нинб", "Ур", "Торонт", "Кайр"),
        fc.constantFrom("о", "у", "и", "э", "ю"),
        (stem, end) => {
          const name = `${stem}${end}`;
          expect(new Set(Object.values(declineName(name)))).toEqual(new Set([name]));
        },
      ),
    );
  });

  it("declines names ending in a hard consonant like Пекин", () => {
    fc.assert(
      fc.property(fc.constantFrom("Пекин", "Харбин", "Сеул", "Нанкин", "Ванкувер"), (name) => {
        expect(declineName(name)).toEqual({
          nominative: name,
          genitive: `${name}а`,
          dative: `${name}у`,
          accusative: name,
          instrumental: `${name}ом`,
          prepositional: `${name}е`,
        });
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quizAnswersArb, quizCandidatesArb, quizRatesArb } from "../../../tests/arbitraries/quiz.arb";
import type { RatesByCurrency } from "../price/rouble-equivalent";
import { roundRoubles } from "../price/rouble-rounding";
import type { QuizAnswers } from "./quiz-answers";
import { LANGUAGE_COURSE_LEVEL } from "./quiz-question";
import type { QuizCandidate } from "./quiz-candidate";
import { quizResult } from "./quiz-result";

/** An independent reading of ADR 066's rules, written plainly: does a candidate fit every answer? */
function fitsEveryAnswer(c: QuizCandidate, a: QuizAnswers, rates: RatesByCurrency): boolean {
  const rate = c.currency === "RUB" ? 1 : c.currency === null ? undefined : rates.get(c.currency);
  const raw = c.min_price === null || rate === undefined ? null : c.min_price * (c.is_language_course ? 2 : 1);
  // prices in another currency are compared as the site prints them: converted and rounded (ADR 031)
  const yearly = raw === null ? null : c.currency === "RUB" ? raw : roundRoubles(raw * (rate ?? 0));
  const population = c.city?.population ?? null;
  const size =
    population === null ? null : population >= 10_000_000 ? "megacity" : population >= 1_000_000 ? "large" : "small";
  return (
    (a.level === undefined || (a.level === LANGUAGE_COURSE_LEVEL ? c.is_language_course : c.level.slug === a.level)) &&
    (a.budget === undefined || (yearly !== null && yearly <= a.budget)) &&
    (a.language === undefined || c.languages.some((language) => language.slug === a.language)) &&
    (a.hsk === undefined || c.hsk_level === null || c.hsk_level <= a.hsk) &&
    (a.direction === undefined || c.direction_slugs.includes(a.direction)) &&
    (a.grant === undefined || c.grant_type !== null) &&
    (a.city_size === undefined || size === a.city_size)
  );
}

const limitArb = fc.integer({ min: 0, max: 45 });

describe("quizResult properties", () => {
  it("returns only programs that fit every answer, each with one reason per answer", () => {
    fc.assert(
      fc.property(quizCandidatesArb, quizAnswersArb, quizRatesArb, limitArb, (candidates, answers, rates, limit) => {
        const { matches } = quizResult(candidates, answers, rates, limit);
        for (const { candidate, reasons } of matches) {
          expect(fitsEveryAnswer(candidate, answers, rates)).toBe(true);
          expect(reasons).toHaveLength(Object.values(answers).filter((value) => value !== undefined).length);
        }
      }),
    );
  });

  it("returns every program that fits every answer, up to the limit, and counts them all", () => {
    fc.assert(
      fc.property(quizCandidatesArb, quizAnswersArb, quizRatesArb, limitArb, (candidates, answers, rates, limit) => {
        const { matches, total } = quizResult(candidates, answers, rates, limit);
        const fitting = new Set(candidates.filter((c) => fitsEveryAnswer(c, answers, rates)).map((c) => c.id));
        expect(total).toBe(fitting.size);
        expect(matches).toHaveLength(Math.min(limit, total));
        // nothing left out of the page ranks before a shown program: the page is a prefix of all that fit
        if (limit >= total) expect(new Set(matches.map((m) => m.candidate.id))).toEqual(fitting);
      }),
    );
  });

  it("orders by the yearly price in roubles (unknown last), then by id, and a larger limit only adds to the end", () => {
    fc.assert(
      fc.property(quizCandidatesArb, quizAnswersArb, quizRatesArb, limitArb, (candidates, answers, rates, limit) => {
        const all = quizResult(candidates, answers, rates, candidates.length).matches;
        for (let i = 1; i < all.length; i++) {
          const [a, b] = [all[i - 1], all[i]];
          if (a === undefined || b === undefined) continue;
          const key = (price: number | null) => (price === null ? Number.POSITIVE_INFINITY : price);
          expect(
            key(a.yearly_rub) < key(b.yearly_rub) || (a.yearly_rub === b.yearly_rub && a.candidate.id < b.candidate.id),
          ).toBe(true);
        }
        expect(quizResult(candidates, answers, rates, limit).matches).toEqual(all.slice(0, limit));
      }),
    );
  });

  it("with no answers returns every program", () => {
    fc.assert(
      fc.property(quizCandidatesArb, quizRatesArb, (candidates, rates) => {
        expect(quizResult(candidates, {}, rates, candidates.length).total).toBe(candidates.length);
      }),
    );
  });

  it("an extra answer never adds a program", () => {
    fc.assert(
      fc.property(quizCandidatesArb, quizAnswersArb, quizAnswersArb, quizRatesArb, (candidates, some, more, rates) => {
        const ids = (answers: QuizAnswers) =>
          new Set(quizResult(candidates, answers, rates, candidates.length).matches.map((m) => m.candidate.id));
        const narrower = ids({ ...more, ...some });
        for (const id of narrower) expect(ids(some).has(id)).toBe(true);
      }),
    );
  });
});

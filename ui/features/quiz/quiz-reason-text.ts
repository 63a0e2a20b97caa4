import { match } from "ts-pattern";
import { formatPrice } from "../../../core/domain/price/price-format";
import type { QuizReason } from "../../../core/domain/quiz/quiz-match";
import { QUIZ_TEXTS as T } from "./quiz-texts";

/** A population in words: "21,9 млн жителей", "686 тыс. жителей". */
export const populationText = (population: number): string =>
  population >= 1_000_000
    ? `${(population / 1_000_000).toLocaleString("ru-RU", { maximumFractionDigits: 1 })} млн жителей`
    : `${Math.round(population / 1000).toLocaleString("ru-RU")} тыс. жителей`;

const rub = (amount: number) => formatPrice(amount, "RUB");

/** Why a program fits one answer, as one line of the result (ADR 066). */
export const quizReasonText = (reason: QuizReason): string =>
  match(reason)
    .with({ _tag: "Level" }, ({ level, language_course }) =>
      language_course ? `Ступень: языковой курс (${level.toLowerCase()})` : `Ступень: ${level.toLowerCase()}`,
    )
    .with({ _tag: "Budget" }, ({ yearly_rub, budget }) =>
      yearly_rub === 0
        ? `Цена: обучение бесплатно — в пределах бюджета ${rub(budget)}`
        : `Цена: от ≈ ${rub(yearly_rub)} в год — в пределах бюджета ${rub(budget)}`,
    )
    .with({ _tag: "Language" }, ({ language }) => `Язык обучения: ${language.toLowerCase()}`)
    .with({ _tag: "Hsk" }, ({ required, visitor }) =>
      required === null ? "HSK: программа не требует сертификата" : `HSK: нужен HSK ${required}, у вас HSK ${visitor}`,
    )
    .with({ _tag: "Direction" }, ({ direction }) => `Направление: ${direction.toLowerCase()}`)
    .with({ _tag: "Grant" }, ({ grant_type }) =>
      grant_type === 1 ? "Грант: есть места по гранту" : "Стипендия: есть места со стипендией",
    )
    .with(
      { _tag: "CitySize" },
      ({ size, city, population }) => `Город: ${city} — ${T.citySizeShort[size]}, ${populationText(population)}`,
    )
    .exhaustive();

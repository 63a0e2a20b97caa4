import { describe, expect, it } from "vitest";
import { quizReasonText } from "./quiz-reason-text";
import { QUIZ_TEXTS as T } from "./quiz-texts";

describe("the quiz's texts", () => {
  it("agree the verb and the noun with the count", () => {
    expect(T.found(41, 20)).toBe("Подходит 41 программа, показаны 20 самых доступных по цене.");
    expect(T.found(11, 20)).toBe("Подходят 11 программ, от самой доступной по цене.");
    expect(T.found(3, 20)).toBe("Подходят 3 программы, от самой доступной по цене.");
  });

  it("say a free place is free, and put a price and the budget in roubles", () => {
    expect(quizReasonText({ _tag: "Budget", yearly_rub: 0, budget: 300_000 })).toBe(
      "Цена: обучение бесплатно — в пределах бюджета 300\u00a0000\u00a0₽",
    );
    expect(quizReasonText({ _tag: "Budget", yearly_rub: 224_000, budget: 300_000 })).toBe(
      "Цена: от ≈ 224\u00a0000\u00a0₽ в год — в пределах бюджета 300\u00a0000\u00a0₽",
    );
  });

  it("name the city's size and population, and the HSK asked against the visitor's", () => {
    expect(quizReasonText({ _tag: "CitySize", size: "small", city: "Яньцзи", population: 686_000 })).toBe(
      "Город: Яньцзи — город до 1 млн, 686 тыс. жителей",
    );
    expect(quizReasonText({ _tag: "Hsk", required: 4, visitor: 5 })).toBe("HSK: нужен HSK 4, у вас HSK 5");
    expect(quizReasonText({ _tag: "Hsk", required: null, visitor: 0 })).toBe("HSK: программа не требует сертификата");
  });
});

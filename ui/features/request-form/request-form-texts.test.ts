import { describe, expect, it } from "vitest";
import { outcomeMessages } from "./request-form-texts";

describe("outcomeMessages", () => {
  it("thanks the visitor for a sent request", () => {
    expect(outcomeMessages({ _tag: "Sent" })).toEqual([
      "Спасибо! Заявка отправлена — мы свяжемся с вами в рабочее время.",
    ]);
  });

  it("lists the summary messages of a failed validation, or asks to check the fields", () => {
    expect(outcomeMessages({ _tag: "Invalid", fields: {}, other: ["Проверьте поля.", "Некорректный адрес."] })).toEqual(
      ["Проверьте поля.", "Некорректный адрес."],
    );
    expect(outcomeMessages({ _tag: "Invalid", fields: { phone: "Неверно." }, other: [] })).toEqual([
      "Заявка не отправлена: проверьте правильность заполнения полей.",
    ]);
  });

  it("says how long to wait when throttled, in the right Russian form", () => {
    expect(outcomeMessages({ _tag: "TooMany", retryAfterSeconds: 21 })).toEqual([
      "Слишком много заявок за короткое время. Попробуйте ещё раз через 21 секунду.",
    ]);
    expect(outcomeMessages({ _tag: "TooMany", retryAfterSeconds: 3 })[0]).toContain("через 3 секунды.");
    expect(outcomeMessages({ _tag: "TooMany", retryAfterSeconds: 45 })[0]).toContain("через 45 секунд.");
    expect(outcomeMessages({ _tag: "TooMany", retryAfterSeconds: null })[0]).toContain("немного позже.");
  });

  it("explains a failure of the service", () => {
    expect(outcomeMessages({ _tag: "Failed" })[0]).toMatch(/^Не удалось отправить заявку/);
  });
});

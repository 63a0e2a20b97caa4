import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chosenOrder, ORDER_ANCHOR, ORDER_QUERY, orderHref, orderSubject } from "./order-choice";

const choice = fc.record({ key: fc.string({ minLength: 1 }), subject: fc.string({ minLength: 1 }) });

describe("order choices", () => {
  it("names what is ordered with its price", () => {
    expect(orderSubject("курс «HSK 3»", "45 000 ₽")).toBe("Заказ: курс «HSK 3» — 45 000 ₽");
  });

  it("a «Заказать» link keeps the page, names the choice in the query and leads to the form", () => {
    expect(orderHref("hsk-3 intensive", "")).toBe("?zakaz=hsk-3+intensive#zakaz");
    expect(orderHref("7", "?utm_source=x&zakaz=3")).toBe("?utm_source=x&zakaz=7#zakaz");
  });

  it("property: the link's query gives back the key and keeps the page's other entries", () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.stringMatching(/^utm_[a-z]{1,8}$/), fc.string()), (key, utm) => {
        const search = new URLSearchParams(utm).toString();
        const url = new URL(orderHref(key, search), "https://shuyuan.example/courses/");
        expect(url.searchParams.get(ORDER_QUERY)).toBe(key);
        for (const [name, value] of Object.entries(utm)) expect(url.searchParams.get(name)).toBe(value);
        expect(url.hash).toBe(`#${ORDER_ANCHOR}`);
        expect(url.pathname).toBe("/courses/");
      }),
    );
  });

  it("property: the chosen one is the one the address names, else the first; none when nothing is sold", () => {
    fc.assert(
      fc.property(fc.uniqueArray(choice, { selector: (c) => c.key }), fc.option(fc.string()), (choices, key) => {
        const chosen = chosenOrder(choices, key);
        const named = choices.find((c) => c.key === key);
        expect(chosen).toEqual(named ?? choices[0] ?? null);
      }),
    );
  });
});

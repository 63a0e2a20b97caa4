import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountMinorArb, ledgerCurrencyArb } from "../../../tests/arbitraries/ledger.arb";
import { formatPrice } from "../price/price-format";
import { moneyText } from "./money-text";

describe("moneyText", () => {
  it("writes exactly what the catalogue's price format writes for the same amount and currency", () => {
    fc.assert(
      fc.property(amountMinorArb, ledgerCurrencyArb, (amount, currency) => {
        expect(moneyText(amount, currency)).toBe(formatPrice(amount / 100, currency));
      }),
    );
  });
});

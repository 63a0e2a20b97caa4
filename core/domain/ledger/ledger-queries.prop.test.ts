import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ledgerArb, paymentStatusArb } from "../../../tests/arbitraries/ledger.arb";
import { LEDGER_CURRENCIES } from "./ledger-line";
import { allLinesPaid, dueLines, hasDueLine, ledgerTotals, linePayableNow } from "./ledger-queries";

describe("ledger queries, properties", () => {
  it("dueLines keeps exactly the due lines of the status, in order", () => {
    fc.assert(
      fc.property(ledgerArb, paymentStatusArb, (lines, status) => {
        const due = dueLines(lines, status);
        expect(due.every((line) => line.state === "due" && line.payment_status === status)).toBe(true);
        const expected = lines.filter((line) => line.state === "due" && line.payment_status === status);
        expect(due).toEqual(expected);
      }),
    );
  });

  it("hasDueLine says whether dueLines is non-empty, and allLinesPaid never holds beside a due line", () => {
    fc.assert(
      fc.property(ledgerArb, paymentStatusArb, (lines, status) => {
        expect(hasDueLine(lines, status)).toBe(dueLines(lines, status).length > 0);
        if (hasDueLine(lines, status)) expect(allLinesPaid(lines, status)).toBe(false);
      }),
    );
  });

  it("allLinesPaid holds exactly when the status has lines and none is due", () => {
    fc.assert(
      fc.property(ledgerArb, paymentStatusArb, (lines, status) => {
        const own = lines.filter((line) => line.payment_status === status);
        expect(allLinesPaid(lines, status)).toBe(own.length > 0 && !hasDueLine(lines, status));
      }),
    );
  });

  it("lines of other statuses change neither answer", () => {
    fc.assert(
      fc.property(ledgerArb, ledgerArb, paymentStatusArb, (lines, others, status) => {
        const foreign = others.filter((line) => line.payment_status !== status);
        expect(hasDueLine([...lines, ...foreign], status)).toBe(hasDueLine(lines, status));
        expect(dueLines([...foreign, ...lines], status)).toEqual(dueLines(lines, status));
      }),
    );
  });

  it("totals add up per currency, list each currency once in a fixed order, and sum the roubles", () => {
    fc.assert(
      fc.property(ledgerArb, (lines) => {
        const totals = ledgerTotals(lines);
        const codes = totals.by_currency.map((total) => total.currency);
        expect(codes).toEqual(LEDGER_CURRENCIES.filter((code) => lines.some((line) => line.currency === code)));
        for (const total of totals.by_currency) {
          const own = lines.filter((line) => line.currency === total.currency);
          expect(total.amount_minor).toBe(own.reduce((sum, line) => sum + line.amount_minor, 0));
        }
        expect(totals.rub_minor).toBe(lines.reduce((sum, line) => sum + line.amount_rub_minor, 0));
      }),
    );
  });

  it("totals of a split ledger add up to the totals of the whole", () => {
    fc.assert(
      fc.property(ledgerArb, fc.nat(), (lines, cut) => {
        const at = lines.length === 0 ? 0 : cut % (lines.length + 1);
        const [a, b] = [ledgerTotals(lines.slice(0, at)), ledgerTotals(lines.slice(at))];
        const whole = ledgerTotals(lines);
        expect(a.rub_minor + b.rub_minor).toBe(whole.rub_minor);
        for (const total of whole.by_currency) {
          const part = (t: typeof a) => t.by_currency.find((x) => x.currency === total.currency)?.amount_minor ?? 0;
          expect(part(a) + part(b)).toBe(total.amount_minor);
        }
      }),
    );
  });
});

describe("linePayableNow", () => {
  it("holds exactly for a due line of the booking's current status, and the due lines of a status are the payable ones", () => {
    fc.assert(
      fc.property(ledgerArb, paymentStatusArb, (lines, status) => {
        expect(lines.filter((line) => linePayableNow(line, status))).toEqual(dueLines(lines, status));
        for (const line of lines) expect(linePayableNow(line, "processing")).toBe(false);
      }),
    );
  });
});

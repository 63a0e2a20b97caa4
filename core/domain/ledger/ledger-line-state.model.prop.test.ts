import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dueLedgerLineArb, ledgerLineArb, refundRuleArb } from "../../../tests/arbitraries/ledger.arb";
import type { LedgerLine, LedgerLineState, RefundRule } from "./ledger-line";
import { markRefunded, payLine, refundAllowed, requestRefund } from "./ledger-line-state";

/*
 * A plain restatement of ADR 054's line states: a table from state and move to the next state, with the refund rules
 * written out by hand. The real functions are run against it.
 */
type Model = { state: LedgerLineState; rule: RefundRule };
const MODEL: Record<string, Partial<Record<LedgerLineState, LedgerLineState>>> = {
  pay: { due: "paid" },
  refund: { paid: "refund_requested" },
  refunded: { refund_requested: "refunded" },
};
const RULE_ALLOWS: Record<RefundRule, (offer: boolean) => boolean> = {
  non_refundable: () => false,
  refundable_until_offer: (offer) => !offer,
  refundable_minus_bank_costs: () => true,
};

type Real = { line: LedgerLine };
const T = new Date("2026-12-01T10:00:00Z");

class Pay implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real) {
    const next = MODEL.pay?.[model.state];
    const answer = payLine(real.line, T);
    expect(answer.ok).toBe(next !== undefined);
    if (answer.ok && next) {
      expect(answer.value).toEqual({ ...real.line, state: next, paid_at: T });
      model.state = next;
      real.line = answer.value;
    } else
      expect(answer).toEqual({ ok: false, error: { _tag: "LineNotInState", expected: "due", actual: model.state } });
  }
  toString = () => "pay";
}

class AskRefund implements fc.Command<Model, Real> {
  constructor(readonly offer: boolean) {}
  check = () => true;
  run(model: Model, real: Real) {
    const next = MODEL.refund?.[model.state];
    const allowed = RULE_ALLOWS[model.rule](this.offer);
    const answer = requestRefund(real.line, this.offer);
    expect(answer.ok).toBe(next !== undefined && allowed);
    if (answer.ok && next) {
      expect(answer.value).toEqual({ ...real.line, state: next });
      model.state = next;
      real.line = answer.value;
    } else if (next === undefined) expect(answer.ok ? null : answer.error._tag).toBe("LineNotInState");
    else expect(answer).toEqual({ ok: false, error: { _tag: "RefundNotAllowed", rule: model.rule } });
  }
  toString = () => `refund(offer=${this.offer})`;
}

class MarkRefunded implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real) {
    const next = MODEL.refunded?.[model.state];
    const answer = markRefunded(real.line);
    expect(answer.ok).toBe(next !== undefined);
    if (answer.ok && next) {
      expect(answer.value.state).toBe(next);
      model.state = next;
      real.line = answer.value;
    }
  }
  toString = () => "refunded";
}

const commands = [
  fc.constant(new Pay()),
  fc.boolean().map((offer) => new AskRefund(offer)),
  fc.constant(new MarkRefunded()),
];

describe("ledger line states against a model", () => {
  it("follows due -> paid -> refund_requested -> refunded, a refund only where the rule allows", () => {
    fc.assert(
      fc.property(dueLedgerLineArb, fc.commands(commands, { maxCommands: 12 }), (line, cmds) => {
        fc.modelRun(
          () => ({ model: { state: "due" as LedgerLineState, rule: line.refund_rule }, real: { line } }),
          cmds,
        );
      }),
    );
  });

  it("never changes anything but the state and the payment time", () => {
    fc.assert(
      fc.property(ledgerLineArb, fc.boolean(), (line, offer) => {
        for (const answer of [payLine(line, T), requestRefund(line, offer), markRefunded(line)]) {
          if (!answer.ok) continue;
          const { state: _s, paid_at: _p, ...rest } = answer.value;
          const { state: _s0, paid_at: _p0, ...before } = line;
          expect(rest).toEqual(before);
        }
      }),
    );
  });

  it("refundAllowed: a non-refundable line never, a line refundable less bank costs always", () => {
    fc.assert(
      fc.property(refundRuleArb, fc.boolean(), (rule, offer) => {
        expect(refundAllowed(rule, offer)).toBe(RULE_ALLOWS[rule](offer));
      }),
    );
  });
});

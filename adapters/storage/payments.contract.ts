import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LedgerRepository, NewLedgerLine } from "../../core/ports/ledger-repository.port";
import type { NewPayment, PaymentRepository } from "../../core/ports/payment-repository.port";

/** What each adapter's test provides: fresh repositories sharing one store, two bookings and their user. */
export type PaymentsContractWorld = {
  readonly ledger: LedgerRepository;
  readonly payments: PaymentRepository;
  readonly booking: number;
  readonly otherBooking: number;
  readonly user: number;
  readonly missingId: number;
  close(): Promise<void>;
};

const T0 = new Date("2026-12-01T09:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** The shared behaviour of the LedgerRepository and PaymentRepository adapters (ADR 054). */
export function paymentStoresContract(open: () => Promise<PaymentsContractWorld>) {
  let w: PaymentsContractWorld;
  beforeEach(async () => {
    w = await open();
  });
  afterEach(async () => {
    await w.close();
  });

  const draft = (overrides: Partial<NewLedgerLine> = {}): NewLedgerLine => ({
    booking_id: w.booking,
    kind: "application_fee",
    description: "Регистрационный сбор университета",
    recipient: "university",
    amount_minor: 80_000,
    currency: "CNY",
    amount_rub_minor: 896_000,
    refund_rule: "non_refundable",
    payment_status: "pending_payment",
    created_by: null,
    ...overrides,
  });

  const paymentFor = (line: { id: number; amount_minor: number }, reference: string): NewPayment => ({
    booking_id: w.booking,
    ledger_line_id: line.id,
    user_id: w.user,
    provider: "sandbox",
    reference,
    amount_minor: line.amount_minor,
    currency: "CNY",
  });

  describe("ledger", () => {
    it("stores a due line as drafted and lists a booking's lines in the order they were set", async () => {
      const first = await w.ledger.add(draft(), T0);
      const second = await w.ledger.add(
        draft({ kind: "service_fee", recipient: "agency", currency: "RUB", amount_minor: 1_500_000 }),
        at(1),
      );
      await w.ledger.add(draft({ booking_id: w.otherBooking }), at(2));
      expect(first).toEqual({
        id: first.id,
        booking_id: w.booking,
        kind: "application_fee",
        description: "Регистрационный сбор университета",
        recipient: "university",
        amount_minor: 80_000,
        currency: "CNY",
        amount_rub_minor: 896_000,
        refund_rule: "non_refundable",
        payment_status: "pending_payment",
        state: "due",
        created_at: T0,
        paid_at: null,
      });
      expect(await w.ledger.list(w.booking)).toEqual([first, second]);
      expect(await w.ledger.find(second.id)).toEqual(second);
      expect(await w.ledger.find(w.missingId)).toBeNull();
    });

    it("moves a line only from the state it stands at, keeping the payment time of paid", async () => {
      const line = await w.ledger.add(draft(), T0);
      expect(await w.ledger.move({ id: line.id, from: "paid", to: "refund_requested", at: at(1) })).toBe(false);
      expect(await w.ledger.move({ id: line.id, from: "due", to: "paid", at: at(2) })).toBe(true);
      expect(await w.ledger.move({ id: line.id, from: "due", to: "paid", at: at(3) })).toBe(false);
      expect(await w.ledger.move({ id: line.id, from: "paid", to: "refund_requested", at: at(4) })).toBe(true);
      expect(await w.ledger.find(line.id)).toMatchObject({ state: "refund_requested", paid_at: at(2) });
      expect(await w.ledger.move({ id: w.missingId, from: "due", to: "paid", at: at(5) })).toBe(false);
    });
  });

  describe("payments", () => {
    it("creates a pending payment and finds it", async () => {
      const line = await w.ledger.add(draft(), T0);
      const payment = await w.payments.create(paymentFor(line, "ref-1"), at(1));
      expect(payment).toEqual({
        ...paymentFor(line, "ref-1"),
        id: payment.id,
        state: "pending",
        created_at: at(1),
        completed_at: null,
      });
      expect(await w.payments.find(payment.id)).toEqual(payment);
      expect(await w.payments.find(w.missingId)).toBeNull();
    });

    it("settles a success once: the payment succeeds and its line is paid; the same event again changes nothing", async () => {
      const line = await w.ledger.add(draft(), T0);
      const payment = await w.payments.create(paymentFor(line, "ref-2"), at(1));
      const event = {
        provider: "sandbox",
        event_id: "evt-1",
        payment_id: payment.id,
        outcome: "succeeded",
        at: at(2),
      } as const;
      const settled = await w.payments.record(event);
      expect(settled).toEqual({
        _tag: "Settled",
        payment: { ...payment, state: "succeeded", completed_at: at(2) },
        line_paid: true,
      });
      expect(await w.ledger.find(line.id)).toMatchObject({ state: "paid", paid_at: at(2) });
      expect(await w.payments.record({ ...event, outcome: "failed", at: at(3) })).toEqual({ _tag: "Duplicate" });
      expect(await w.payments.find(payment.id)).toMatchObject({ state: "succeeded", completed_at: at(2) });
    });

    it("settles a failure without touching the line, and a later event of a settled payment changes nothing", async () => {
      const line = await w.ledger.add(draft(), T0);
      const payment = await w.payments.create(paymentFor(line, "ref-3"), at(1));
      const failed = await w.payments.record({
        provider: "sandbox",
        event_id: "evt-2",
        payment_id: payment.id,
        outcome: "failed",
        at: at(2),
      });
      expect(failed).toMatchObject({ _tag: "Settled", payment: { state: "failed" }, line_paid: false });
      expect(await w.ledger.find(line.id)).toMatchObject({ state: "due", paid_at: null });
      const late = await w.payments.record({
        provider: "sandbox",
        event_id: "evt-3",
        payment_id: payment.id,
        outcome: "succeeded",
        at: at(3),
      });
      expect(late).toMatchObject({ _tag: "AlreadySettled", payment: { state: "failed" } });
      expect(await w.ledger.find(line.id)).toMatchObject({ state: "due" });
    });

    it("keeps event ids apart per provider", async () => {
      const line = await w.ledger.add(draft(), T0);
      const a = await w.payments.create(paymentFor(line, "ref-4"), at(1));
      const b = await w.payments.create({ ...paymentFor(line, "ref-4"), provider: "other" }, at(1));
      const event = { event_id: "evt-same", outcome: "failed", at: at(2) } as const;
      expect(await w.payments.record({ ...event, provider: "sandbox", payment_id: a.id })).toMatchObject({
        _tag: "Settled",
      });
      expect(await w.payments.record({ ...event, provider: "other", payment_id: b.id })).toMatchObject({
        _tag: "Settled",
      });
    });

    it("reports a success whose line was paid already without paying it twice", async () => {
      const line = await w.ledger.add(draft(), T0);
      const first = await w.payments.create(paymentFor(line, "ref-5"), at(1));
      const second = await w.payments.create(paymentFor(line, "ref-6"), at(1));
      const success = (payment_id: number, event_id: string, minute: number) =>
        w.payments.record({ provider: "sandbox", event_id, payment_id, outcome: "succeeded", at: at(minute) });
      expect(await success(first.id, "evt-5", 2)).toMatchObject({ line_paid: true });
      expect(await success(second.id, "evt-6", 3)).toMatchObject({ _tag: "Settled", line_paid: false });
      expect(await w.ledger.find(line.id)).toMatchObject({ state: "paid", paid_at: at(2) });
    });
  });
}

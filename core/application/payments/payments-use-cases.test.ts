import { Result } from "effect";
import { memoryAuditLog } from "../../../adapters/storage/memory/audit-log.memory";
import { beforeEach, describe, expect, it } from "vitest";
import { memoryApplicantNotifier } from "../../../adapters/storage/memory/applicant-notifier.memory";
import { memoryBookingRemarks } from "../../../adapters/storage/memory/booking-gates.memory";
import { memoryUserRepository } from "../../../adapters/storage/memory/users.memory";
import { memoryExchangeRates } from "../../../adapters/storage/memory/exchange-rates.memory";
import { memoryPaymentProvider } from "../../../adapters/storage/memory/payment-provider.memory";
import { memoryPaymentStores } from "../../../adapters/storage/memory/payments.memory";
import { COMMUNITY_IDS as ID, memoryBookingWorld } from "../../../tests/builders/memory-community.builder";
import type { LedgerLineDraft } from "../../domain/ledger/ledger-line";
import { hasDueLine } from "../../domain/ledger/ledger-queries";
import { createBooking } from "../bookings/create-booking";
import { moveBooking } from "../bookings/move-booking";
import { runUseCase } from "../shared/run-use-case";
import { addLedgerLine } from "./add-ledger-line";
import { listLedger } from "./list-ledger";
import { markLineRefunded, requestLineRefund } from "./request-refund";
import { paymentView } from "./payment-view";
import { startPayment } from "./start-payment";
import { takePaymentCallback } from "./take-payment-callback";

const NOW = new Date("2026-12-01T09:00:00.000Z");
const staff = { actor: "staff" as const, user_id: ID.moderator };
const FEE: LedgerLineDraft = {
  kind: "application_fee",
  description: "Регистрационный сбор университета",
  recipient: "university",
  amount_minor: 80_000,
  currency: "CNY",
  refund_rule: "refundable_until_offer",
  payment_status: "pending_payment",
};

const success = <A>(result: Result.Result<A, unknown>): A => {
  if (Result.isFailure(result)) throw new Error(`expected success, got ${JSON.stringify(result.failure)}`);
  return result.success;
};

let deps: ReturnType<typeof world>;
let booking: number;
let counter = 0;

/** The payment use cases' ports in memory; the move gates read the same memory ledger (no documents missing). */
function world() {
  const stores = memoryPaymentStores();
  return {
    bookings: memoryBookingWorld(),
    users: memoryUserRepository(),
    gates: {
      missingDocuments: async () => [],
      hasDueLine: async (id: number, status: Parameters<typeof hasDueLine>[1]) =>
        hasDueLine(await stores.ledger.list(id), status),
    },
    remarks: memoryBookingRemarks(),
    audit: memoryAuditLog(),
    ...stores,
    provider: memoryPaymentProvider(),
    notifier: memoryApplicantNotifier(),
    rates: memoryExchangeRates([{ currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-24" }]),
    tokens: { newToken: () => `ref-${++counter}`, hashToken: (token: string) => token },
  };
}

/** Alice's booking moved up to `being_signed` through the status machine. */
async function bookingBeingSigned() {
  const request = { target: { _tag: "EducationBase", education_base_id: ID.base } } as const;
  const created = success(await runUseCase(createBooking(deps, ID.alice, request, NOW)));
  const alice = { actor: "user" as const, user_id: ID.alice };
  success(await runUseCase(moveBooking(deps, alice, created.id, "submit", NOW)));
  success(await runUseCase(moveBooking(deps, staff, created.id, "approve_documents", NOW)));
  return created.id;
}

/** Signing enters pending_payment, which needs a due line of that status first (ADR 051). */
const sign = async () =>
  success(await runUseCase(moveBooking(deps, { actor: "user", user_id: ID.alice }, booking, "sign", NOW)));

const addLine = async (draft: Partial<LedgerLineDraft> = {}) =>
  success(await runUseCase(addLedgerLine(deps, ID.moderator, booking, { ...FEE, ...draft }, NOW)));

const pay = async (lineId: number) => success(await runUseCase(startPayment(deps, ID.alice, booking, lineId, NOW)));

const callback = (payment_id: number, overrides: Record<string, unknown> = {}) => {
  const checkout = deps.provider.checkouts.find((c) => c.payment_id === payment_id);
  return deps.provider.sign({
    event_id: `evt-${payment_id}-${String(overrides.outcome ?? "succeeded")}`,
    payment_id,
    reference: checkout?.reference,
    amount_minor: checkout?.amount_minor,
    currency: checkout?.currency,
    outcome: "succeeded",
    ...overrides,
  });
};

/** The events about money (the moves before the payment tell the applicant about their statuses too). */
const paymentEvents = () => deps.notifier.events.filter((event) => event._tag.startsWith("Payment"));

const take = async ({ raw, headers }: { raw: string; headers: Record<string, string> }) =>
  runUseCase(takePaymentCallback(deps, raw, headers, NOW));

beforeEach(async () => {
  deps = world();
  booking = await bookingBeingSigned();
});

describe("addLedgerLine", () => {
  it("sets a due line valued in roubles at the current rate and tells the applicant a payment is due", async () => {
    const line = await addLine();
    expect(line).toMatchObject({ state: "due", amount_rub_minor: 896_000, booking_id: booking });
    expect(paymentEvents()).toEqual([
      {
        _tag: "PaymentDue",
        booking_id: booking,
        user_id: ID.alice,
        description: FEE.description,
        amount_minor: 80_000,
        currency: "CNY",
      },
    ]);
  });

  it("refuses a currency without a rate and an unknown booking, setting nothing", async () => {
    expect(await runUseCase(addLedgerLine(deps, ID.moderator, booking, { ...FEE, currency: "USD" }, NOW))).toEqual(
      Result.fail({ _tag: "NoExchangeRate", currency: "USD" }),
    );
    expect(await runUseCase(addLedgerLine(deps, ID.moderator, 999, FEE, NOW))).toEqual(
      Result.fail({ _tag: "BookingNotFound", id: 999 }),
    );
    expect(await deps.ledger.list(booking)).toEqual([]);
    expect(paymentEvents()).toEqual([]);
  });
});

describe("listLedger", () => {
  it("shows the owner and staff the lines, what can be paid now, and the totals; another user nothing", async () => {
    const fee = await addLine();
    await addLine({ payment_status: "pending_payment_2", amount_minor: 100_000, currency: "RUB" });
    await sign();
    const view = success(await runUseCase(listLedger(deps, { actor: "user", user_id: ID.alice }, booking)));
    expect(view).toMatchObject({ status: "pending_payment", awaiting_payment: true });
    expect(view.lines.map((line) => [line.id, line.payable, line.refundable])).toEqual([
      [fee.id, true, false],
      [fee.id + 1, false, false],
    ]);
    expect(view.totals.due).toEqual({
      by_currency: [
        { currency: "CNY", amount_minor: 80_000 },
        { currency: "RUB", amount_minor: 100_000 },
      ],
      rub_minor: 996_000,
    });
    expect(await runUseCase(listLedger(deps, staff, booking))).toEqual(Result.succeed(view));
    expect(await runUseCase(listLedger(deps, { actor: "user", user_id: ID.bob }, booking))).toEqual(
      Result.fail({ _tag: "BookingNotFound", id: booking }),
    );
  });
});

describe("startPayment", () => {
  it("creates a pending payment for a payable line and opens a checkout with its sum and description", async () => {
    const line = await addLine();
    await sign();
    const started = await pay(line.id);
    expect(started).toEqual({
      payment_id: started.payment_id,
      checkout_url: `https://bank.test/checkout/${started.payment_id}`,
    });
    expect(deps.provider.checkouts).toEqual([
      {
        payment_id: started.payment_id,
        reference: "ref-1",
        amount_minor: 80_000,
        currency: "CNY",
        description: FEE.description,
      },
    ]);
    expect(await deps.payments.find(started.payment_id)).toMatchObject({ state: "pending", user_id: ID.alice });
  });

  it("refuses a line of another payment status, another booking's line and someone else's booking", async () => {
    await addLine();
    await sign();
    const later = await addLine({ payment_status: "pending_payment_2" });
    expect(await runUseCase(startPayment(deps, ID.alice, booking, later.id, NOW))).toEqual(
      Result.fail({ _tag: "LineNotPayable", id: later.id }),
    );
    expect(await runUseCase(startPayment(deps, ID.alice, booking, 777, NOW))).toEqual(
      Result.fail({ _tag: "LedgerLineNotFound", id: 777 }),
    );
    expect(await runUseCase(startPayment(deps, ID.bob, booking, later.id, NOW))).toEqual(
      Result.fail({ _tag: "BookingNotFound", id: booking }),
    );
  });
});

describe("takePaymentCallback", () => {
  it("pays the line, tells the applicant and moves the booking to processing once every line of the status is paid", async () => {
    const first = await addLine();
    const second = await addLine({ kind: "service_fee", recipient: "agency", amount_minor: 50_000 });
    await sign();
    const a = await pay(first.id);
    expect(await take(callback(a.payment_id))).toEqual(
      Result.succeed({ _tag: "Succeeded", payment_id: a.payment_id, booking_moved: false }),
    );
    expect(await deps.ledger.find(first.id)).toMatchObject({ state: "paid", paid_at: NOW });
    expect((await deps.bookings.find(booking))?.status).toBe("pending_payment");
    const b = await pay(second.id);
    expect(await take(callback(b.payment_id))).toEqual(
      Result.succeed({ _tag: "Succeeded", payment_id: b.payment_id, booking_moved: true }),
    );
    expect((await deps.bookings.find(booking))?.status).toBe("processing");
    expect(paymentEvents().map((event) => event._tag)).toEqual([
      "PaymentDue",
      "PaymentDue",
      "PaymentReceived",
      "PaymentReceived",
    ]);
    expect(deps.notifier.events.at(-1)).toMatchObject({
      _tag: "StatusChanged",
      from: "pending_payment",
      to: "processing",
    });
  });

  it("changes nothing for a replayed callback, a forged one or one with another sum or currency", async () => {
    const line = await addLine();
    await addLine({ amount_minor: 5 });
    await sign();
    const { payment_id } = await pay(line.id);
    const signed = callback(payment_id);
    expect(await take(callback(payment_id, { amount_minor: 1 }))).toEqual(
      Result.fail({ _tag: "CallbackMismatch", payment_id }),
    );
    expect(await take(callback(payment_id, { currency: "USD" }))).toEqual(
      Result.fail({ _tag: "CallbackMismatch", payment_id }),
    );
    expect(await take({ raw: signed.raw, headers: { "x-memory-signature": "signed:{}" } })).toEqual(
      Result.fail({ _tag: "CallbackRefused", reason: "signature" }),
    );
    expect(await deps.payments.find(payment_id)).toMatchObject({ state: "pending" });
    expect(await take(signed)).toMatchObject(Result.succeed({ _tag: "Succeeded" }));
    const events = deps.notifier.events.length;
    expect(await take(signed)).toEqual(Result.succeed({ _tag: "Ignored" }));
    expect(await take(callback(payment_id, { event_id: "another", outcome: "failed" }))).toEqual(
      Result.succeed({ _tag: "Ignored" }),
    );
    expect(await deps.payments.find(payment_id)).toMatchObject({ state: "succeeded" });
    expect(deps.notifier.events).toHaveLength(events);
  });

  it("records a failed payment and changes nothing else", async () => {
    const line = await addLine();
    await sign();
    const { payment_id } = await pay(line.id);
    expect(await take(callback(payment_id, { outcome: "failed" }))).toEqual(
      Result.succeed({ _tag: "Failed", payment_id }),
    );
    expect(await deps.payments.find(payment_id)).toMatchObject({ state: "failed" });
    expect(await deps.ledger.find(line.id)).toMatchObject({ state: "due" });
    expect((await deps.bookings.find(booking))?.status).toBe("pending_payment");
    expect(paymentEvents().map((event) => event._tag)).toEqual(["PaymentDue"]);
  });
});

describe("refunds", () => {
  const paidLine = async (draft: Partial<LedgerLineDraft>) => {
    const line = await addLine(draft);
    await sign();
    await take(callback((await pay(line.id)).payment_id));
    return line;
  };

  it("lets the owner ask for a refund where the rule allows, and staff mark it refunded", async () => {
    const line = await paidLine({ refund_rule: "refundable_minus_bank_costs" });
    expect(await runUseCase(requestLineRefund(deps, ID.bob, booking, line.id, NOW))).toEqual(
      Result.fail({ _tag: "BookingNotFound", id: booking }),
    );
    expect(await runUseCase(markLineRefunded(deps, ID.moderator, booking, line.id, NOW))).toEqual(
      Result.fail({
        _tag: "LineMoveRefused",
        error: { _tag: "LineNotInState", expected: "refund_requested", actual: "paid" },
      }),
    );
    expect(await runUseCase(requestLineRefund(deps, ID.alice, booking, line.id, NOW))).toMatchObject(
      Result.succeed({ state: "refund_requested" }),
    );
    expect(await runUseCase(markLineRefunded(deps, ID.moderator, booking, line.id, NOW))).toMatchObject(
      Result.succeed({ state: "refunded" }),
    );
    expect(await deps.ledger.find(line.id)).toMatchObject({ state: "refunded" });
  });

  it("refuses a refund of a non-refundable line and of a due one", async () => {
    const line = await paidLine({ refund_rule: "non_refundable" });
    expect(await runUseCase(requestLineRefund(deps, ID.alice, booking, line.id, NOW))).toEqual(
      Result.fail({ _tag: "LineMoveRefused", error: { _tag: "RefundNotAllowed", rule: "non_refundable" } }),
    );
    const due = await addLine({ payment_status: "pending_payment_2" });
    expect(await runUseCase(requestLineRefund(deps, ID.alice, booking, due.id, NOW))).toMatchObject(
      Result.fail({ _tag: "LineMoveRefused", error: { _tag: "LineNotInState" } }),
    );
  });
});

describe("paymentView", () => {
  it("shows the payer their own payment with what it was for, and nobody else", async () => {
    const line = await addLine();
    await sign();
    const { payment_id } = await pay(line.id);
    expect(await runUseCase(paymentView(deps, ID.alice, payment_id))).toMatchObject(
      Result.succeed({ id: payment_id, state: "pending", description: FEE.description, amount_minor: 80_000 }),
    );
    expect(await runUseCase(paymentView(deps, ID.bob, payment_id))).toEqual(
      Result.fail({ _tag: "PaymentNotFound", id: payment_id }),
    );
  });
});

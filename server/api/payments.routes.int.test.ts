import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signSandboxBody } from "../../adapters/payments/sandbox/sandbox-signature";
import { bookingLedgerLines, bookings, paymentCallbacks, payments } from "../../adapters/storage/sql/schema";
import type { SignedIn } from "../../tests/integration/community-app.harness";
import { handInDocuments, insertCatalogue } from "../../tests/integration/community-seed";
import { openPaymentsApp, type PaymentsApp, SANDBOX_SECRET } from "../../tests/integration/payments-app.harness";

const V1 = "/api/ru/v1";
const CALLBACK = `${V1}/payments/sandbox/callback`;
const LINE = {
  kind: "application_fee",
  description: "Регистрационный сбор университета",
  recipient: "university",
  amount_minor: 80_000,
  currency: "CNY",
  refund_rule: "refundable_minus_bank_costs",
  payment_status: "pending_payment",
};

let h: PaymentsApp;
let staff: SignedIn;
let owner: SignedIn;
let other: SignedIn;
let booking: number;

beforeAll(async () => {
  h = await openPaymentsApp();
  staff = await h.signIn({ role: "staff" });
});
afterAll(() => h.close());

const ok = async (response: Response, status = 200) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json() as Promise<Record<string, unknown>>;
};

/** A booking of `owner` moved up to being_signed through the API (user submit, staff approve). */
async function bookingBeingSigned(): Promise<number> {
  const cat = await insertCatalogue(h.db);
  const created = await ok(await h.post(`${V1}/bookings/create`, { education_base_id: cat.base.id }, owner.token), 201);
  const id = created.id as number;
  await handInDocuments(h.db, id);
  await ok(await h.post(`${V1}/bookings/${id}/submit`, {}, owner.token));
  await ok(await h.post(`${V1}/staff/bookings/${id}/move`, { command: "approve_documents" }, staff.token));
  return id;
}

const addLine = async (line: Record<string, unknown> = {}) =>
  (await ok(await h.post(`${V1}/staff/bookings/${booking}/ledger`, { ...LINE, ...line }, staff.token), 201)) as {
    id: number;
  };

/** The first line of pending_payment, then the signature that enters it (a payment status needs a due line). */
const firstLine = async (line: Record<string, unknown> = {}) => {
  const added = await addLine(line);
  await ok(await h.post(`${V1}/bookings/${booking}/move`, { command: "sign" }, owner.token));
  return added;
};

const startPayment = async (lineId: number) =>
  (await ok(await h.post(`${V1}/bookings/${booking}/payments`, { ledger_line_id: lineId }, owner.token), 201)) as {
    payment_id: number;
    checkout_url: string;
  };

const signed = (event: Record<string, unknown>) => {
  const raw = JSON.stringify(event);
  return { raw, headers: { "x-sandbox-signature": signSandboxBody(SANDBOX_SECRET, raw) } };
};

/** Everything a callback could change: the booking's status, its lines, payments and taken callbacks. */
async function snapshot() {
  const [row] = await h.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking));
  return {
    status: row?.status,
    lines: await h.db.select().from(bookingLedgerLines).where(eq(bookingLedgerLines.booking_id, booking)),
    payments: await h.db.select().from(payments).where(eq(payments.booking_id, booking)),
    callbacks: (await h.db.select().from(paymentCallbacks)).length,
  };
}

beforeEach(async () => {
  owner = await h.signIn();
  other = await h.signIn();
  booking = await bookingBeingSigned();
});

describe("authorization matrix", () => {
  it("lets only the owner and staff read the ledger; another user's id reads as missing", async () => {
    await firstLine();
    const path = `${V1}/bookings/${booking}/ledger`;
    expect((await h.get(path)).status).toBe(401);
    expect((await h.get(path, other.token)).status).toBe(404);
    expect((await h.get(`${V1}/bookings/2000000000/ledger`, owner.token)).status).toBe(404);
    expect((await h.get(`${V1}/bookings/abc/ledger`, owner.token)).status).toBe(404);
    const mine = await ok(await h.get(path, owner.token));
    expect(mine).toMatchObject({ booking_id: booking, status: "pending_payment", lines: [{ payable: true }] });
    expect(await ok(await h.get(path, staff.token))).toEqual(mine);
  });

  it("lets only staff add a line or mark a refund, and only the owner pay or ask for a refund", async () => {
    const add = `${V1}/staff/bookings/${booking}/ledger`;
    expect((await h.post(add, LINE)).status).toBe(403);
    expect((await h.post(add, LINE, other.token)).status).toBe(403);
    expect((await h.post(add, LINE, owner.token)).status).toBe(403);
    expect((await h.post(`${V1}/staff/bookings/2000000000/ledger`, LINE, staff.token)).status).toBe(404);
    const line = await firstLine();

    const pay = `${V1}/bookings/${booking}/payments`;
    expect((await h.post(pay, { ledger_line_id: line.id })).status).toBe(401);
    expect((await h.post(pay, { ledger_line_id: line.id }, other.token)).status).toBe(404);
    expect((await h.post(pay, { ledger_line_id: line.id }, staff.token)).status).toBe(404);
    const { payment_id } = await startPayment(line.id);

    const payment = `${V1}/payments/${payment_id}`;
    expect((await h.get(payment)).status).toBe(401);
    expect((await h.get(payment, other.token)).status).toBe(404);
    expect((await h.get(payment, staff.token)).status).toBe(404);
    expect(await ok(await h.get(payment, owner.token))).toMatchObject({ id: payment_id, state: "pending" });

    await h.form(`/sandbox-pay/${startedToken((await startPayment(line.id)).checkout_url)}/`, { choice: "pay" });
    const refund = `${V1}/bookings/${booking}/ledger/${line.id}/refund`;
    expect((await h.post(refund, {})).status).toBe(401);
    expect((await h.post(refund, {}, other.token)).status).toBe(404);
    expect((await h.post(refund, {}, staff.token)).status).toBe(404);
    expect(await ok(await h.post(refund, {}, owner.token))).toMatchObject({ state: "refund_requested" });

    const refunded = `${V1}/staff/bookings/${booking}/ledger/${line.id}/refunded`;
    expect((await h.post(refunded, {})).status).toBe(403);
    expect((await h.post(refunded, {}, other.token)).status).toBe(403);
    expect((await h.post(refunded, {}, owner.token)).status).toBe(403);
    expect(await ok(await h.post(refunded, {}, staff.token))).toMatchObject({ state: "refunded" });
  });

  it("answers 422 with field messages to a bad line and a bad payment body", async () => {
    const bad = await h.post(
      `${V1}/staff/bookings/${booking}/ledger`,
      { ...LINE, amount_minor: 0, currency: "GBP" },
      staff.token,
    );
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      data: { amount_minor: [expect.any(String)], currency: [expect.any(String)] },
    });
    const pay = await h.post(`${V1}/bookings/${booking}/payments`, { ledger_line_id: "x" }, owner.token);
    expect(pay.status).toBe(422);
  });
});

const startedToken = (checkoutUrl: string) => checkoutUrl.split("/")[2] ?? "";

describe("the sandbox over HTTP", () => {
  it("shows its checkout page, sends its signed callback on «Оплатить» and lands on /payment/success/", async () => {
    const line = await firstLine();
    const { payment_id, checkout_url } = await startPayment(line.id);
    expect(checkout_url).toMatch(/^\/sandbox-pay\/[\w.-]+\/$/);
    const page = await h.get(checkout_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Тестовый банк");
    expect(html).toContain(LINE.description);
    const chosen = await h.form(checkout_url, { choice: "pay" });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe(`/payment/success/?payment=${payment_id}`);
    const after = await snapshot();
    expect(after.status).toBe("processing");
    expect(after.lines).toMatchObject([{ state: "paid" }]);
    expect(after.payments).toMatchObject([{ id: payment_id, state: "succeeded" }]);
  });

  it("records «Отказаться» as a failed payment, lands on /payment/fail/ and leaves the line due", async () => {
    const line = await firstLine();
    const { payment_id, checkout_url } = await startPayment(line.id);
    const chosen = await h.form(checkout_url, { choice: "decline" });
    expect(chosen.headers.get("location")).toBe(`/payment/fail/?payment=${payment_id}`);
    const after = await snapshot();
    expect(after.status).toBe("pending_payment");
    expect(after.lines).toMatchObject([{ state: "due" }]);
    expect(after.payments).toMatchObject([{ state: "failed" }]);
  });

  it("answers 404 to a checkout token it did not issue", async () => {
    expect((await h.get("/sandbox-pay/forged.token/")).status).toBe(404);
    expect((await h.form("/sandbox-pay/forged.token/", { choice: "pay" })).status).toBe(404);
  });
});

describe("callbacks that must change nothing", () => {
  const eventFor = async () => {
    const line = await firstLine();
    await addLine({ amount_minor: 1000 });
    const { payment_id, checkout_url } = await startPayment(line.id);
    const [payload = ""] = startedToken(checkout_url).split(".");
    const checkout = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { reference: string };
    return {
      event_id: "evt-replayed",
      payment_id,
      reference: checkout.reference,
      amount_minor: LINE.amount_minor,
      currency: LINE.currency,
      outcome: "succeeded",
    };
  };

  it("takes a callback once: replayed, it changes nothing", async () => {
    const event = signed({ ...(await eventFor()), event_id: `evt-${booking}` });
    expect((await h.post(CALLBACK, event.raw, undefined, event.headers)).status).toBe(200);
    const once = await snapshot();
    expect(once.lines[0]).toMatchObject({ state: "paid" });
    expect((await h.post(CALLBACK, event.raw, undefined, event.headers)).status).toBe(200);
    expect(await snapshot()).toEqual(once);
  });

  it("refuses a forged callback and changes nothing", async () => {
    const event = await eventFor();
    const before = await snapshot();
    const raw = JSON.stringify({ ...event, event_id: `evt-forged-${booking}` });
    const forged = await h.post(CALLBACK, raw, undefined, {
      "x-sandbox-signature": signSandboxBody("not-the-secret", raw),
    });
    expect(forged.status).toBe(403);
    expect((await h.post(CALLBACK, raw)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a signed callback with another sum or currency and changes nothing", async () => {
    const event = await eventFor();
    const before = await snapshot();
    for (const change of [{ amount_minor: 1 }, { currency: "USD" }, { reference: "other" }]) {
      const mismatch = signed({ ...event, ...change, event_id: `evt-${JSON.stringify(change)}-${booking}` });
      expect((await h.post(CALLBACK, mismatch.raw, undefined, mismatch.headers)).status).toBe(409);
    }
    expect(await snapshot()).toEqual(before);
  });
});

import type { LedgerLine } from "../../../core/domain/ledger/ledger-line";
import type { LedgerRepository } from "../../../core/ports/ledger-repository.port";
import type { Payment, PaymentRepository } from "../../../core/ports/payment-repository.port";

/**
 * Ledger lines, payments and taken callbacks in process memory. The two repositories share one store, as the
 * tables share one database: recording a successful payment pays its line in the same step.
 */
export function memoryPaymentStores(): { readonly ledger: LedgerRepository; readonly payments: PaymentRepository } {
  const lines = new Map<number, LedgerLine>();
  const payments = new Map<number, Payment>();
  const callbacks = new Set<string>();
  let nextLine = 1;
  let nextPayment = 1;

  const ledger: LedgerRepository = {
    async add({ created_by: _createdBy, ...line }, now) {
      const stored: LedgerLine = { ...line, id: nextLine++, state: "due", created_at: now, paid_at: null };
      lines.set(stored.id, stored);
      return stored;
    },
    async list(booking_id) {
      return [...lines.values()].filter((line) => line.booking_id === booking_id).sort((a, b) => a.id - b.id);
    },
    async find(id) {
      return lines.get(id) ?? null;
    },
    async move({ id, from, to, at }) {
      const line = lines.get(id);
      if (line === undefined || line.state !== from) return false;
      lines.set(id, { ...line, state: to, paid_at: to === "paid" ? at : line.paid_at });
      return true;
    },
  };

  const paymentRepository: PaymentRepository = {
    async create(payment, now) {
      const duplicate = [...payments.values()].some(
        (p) => p.provider === payment.provider && p.reference === payment.reference,
      );
      if (duplicate) throw new Error(`Payment reference ${payment.reference} is taken`);
      const stored: Payment = { ...payment, id: nextPayment++, state: "pending", created_at: now, completed_at: null };
      payments.set(stored.id, stored);
      return stored;
    },
    async find(id) {
      return payments.get(id) ?? null;
    },
    async record({ provider, event_id, payment_id, outcome, at }) {
      const key = `${provider}\u0000${event_id}`;
      if (callbacks.has(key)) return { _tag: "Duplicate" };
      const payment = payments.get(payment_id);
      if (payment === undefined) throw new Error(`No payment ${payment_id}`);
      callbacks.add(key);
      if (payment.state !== "pending") return { _tag: "AlreadySettled", payment };
      const settled: Payment = { ...payment, state: outcome, completed_at: at };
      payments.set(payment_id, settled);
      const line_paid =
        outcome === "succeeded" && (await ledger.move({ id: payment.ledger_line_id, from: "due", to: "paid", at }));
      return { _tag: "Settled", payment: settled, line_paid };
    },
  };

  return { ledger, payments: paymentRepository };
}

import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import {
  LEDGER_CURRENCIES,
  LEDGER_KINDS,
  LEDGER_LINE_STATES,
  LEDGER_RECIPIENTS,
  type LedgerLine,
  REFUND_RULES,
} from "../../../../core/domain/ledger/ledger-line";
import { PAYMENT_STATUSES } from "../../../../core/domain/ledger/payment-status";
import type { LedgerRepository } from "../../../../core/ports/ledger-repository.port";
import { type Payment, PAYMENT_STATES, type PaymentRepository } from "../../../../core/ports/payment-repository.port";
import type { Database } from "../database";
import { bookingLedgerLines, paymentCallbacks, payments } from "../schema";

const lineText = z.object({
  kind: z.enum(LEDGER_KINDS),
  recipient: z.enum(LEDGER_RECIPIENTS),
  currency: z.enum(LEDGER_CURRENCIES),
  refund_rule: z.enum(REFUND_RULES),
  payment_stage: z.enum(PAYMENT_STATUSES),
  state: z.enum(LEDGER_LINE_STATES),
});

type LineRow = typeof bookingLedgerLines.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** A stored line; text the domain does not know is a defect (only this adapter writes the table). */
const lineOf = (row: LineRow): LedgerLine => {
  const text = lineText.parse(row);
  return {
    id: row.id,
    booking_id: row.booking_id,
    kind: text.kind,
    description: row.description,
    recipient: text.recipient,
    amount_minor: row.amount_minor,
    currency: text.currency,
    amount_rub_minor: row.amount_rub_minor,
    refund_rule: text.refund_rule,
    payment_status: text.payment_stage,
    state: text.state,
    created_at: row.created_at,
    paid_at: row.paid_at,
  };
};

const paymentText = z.object({ currency: z.enum(LEDGER_CURRENCIES), state: z.enum(PAYMENT_STATES) });

const paymentOf = (row: PaymentRow): Payment => {
  const text = paymentText.parse(row);
  return {
    id: row.id,
    booking_id: row.booking_id,
    ledger_line_id: row.ledger_line_id,
    user_id: row.user_id,
    provider: row.provider,
    reference: row.provider_payment_id,
    amount_minor: row.amount_minor,
    currency: text.currency,
    state: text.state,
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
};

const first = <T>(rows: readonly T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error("INSERT returned no row");
  return row;
};

/** Ledger lines in booking_ledger_lines (ADR 054). */
export function sqlLedgerRepository(db: Database): LedgerRepository {
  return {
    async add({ payment_status, ...line }, now) {
      const row = first(
        await db
          .insert(bookingLedgerLines)
          .values({ ...line, payment_stage: payment_status, state: "due", created_at: now, updated_at: now })
          .returning(),
      );
      return lineOf(row);
    },
    async list(booking_id) {
      const rows = await db
        .select()
        .from(bookingLedgerLines)
        .where(eq(bookingLedgerLines.booking_id, booking_id))
        .orderBy(asc(bookingLedgerLines.id));
      return rows.map(lineOf);
    },
    async find(id) {
      const [row] = await db.select().from(bookingLedgerLines).where(eq(bookingLedgerLines.id, id));
      return row === undefined ? null : lineOf(row);
    },
    async move({ id, from, to, at }) {
      const moved = await db
        .update(bookingLedgerLines)
        .set({ state: to, updated_at: at, ...(to === "paid" ? { paid_at: at } : {}) })
        .where(and(eq(bookingLedgerLines.id, id), eq(bookingLedgerLines.state, from)))
        .returning({ id: bookingLedgerLines.id });
      return moved.length === 1;
    },
  };
}

/** Payments and taken provider callbacks (payments, payment_callbacks); an event is settled in one transaction. */
export function sqlPaymentRepository(db: Database): PaymentRepository {
  return {
    async create({ reference, ...payment }, now) {
      const row = first(
        await db
          .insert(payments)
          .values({ ...payment, provider_payment_id: reference, state: "pending", created_at: now })
          .returning(),
      );
      return paymentOf(row);
    },
    async find(id) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row === undefined ? null : paymentOf(row);
    },
    record({ provider, event_id, payment_id, outcome, at }) {
      return db.transaction(async (tx) => {
        const taken = await tx
          .insert(paymentCallbacks)
          .values({ provider, event_id, payment_id, outcome, received_at: at })
          .onConflictDoNothing()
          .returning({ event_id: paymentCallbacks.event_id });
        if (taken.length === 0) return { _tag: "Duplicate" } as const;
        const [settled] = await tx
          .update(payments)
          .set({ state: outcome, completed_at: at })
          .where(and(eq(payments.id, payment_id), eq(payments.state, "pending")))
          .returning();
        if (settled === undefined) {
          const [current] = await tx.select().from(payments).where(eq(payments.id, payment_id));
          if (current === undefined) throw new Error(`No payment ${payment_id}`);
          return { _tag: "AlreadySettled", payment: paymentOf(current) } as const;
        }
        const paid =
          outcome === "succeeded"
            ? await tx
                .update(bookingLedgerLines)
                .set({ state: "paid", paid_at: at, updated_at: at })
                .where(and(eq(bookingLedgerLines.id, settled.ledger_line_id), eq(bookingLedgerLines.state, "due")))
                .returning({ id: bookingLedgerLines.id })
            : [];
        return { _tag: "Settled", payment: paymentOf(settled), line_paid: paid.length === 1 } as const;
      });
    },
  };
}

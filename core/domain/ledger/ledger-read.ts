import { z } from "zod";
import { timestampSchema } from "../catalogue/timestamp";
import { LEDGER_CURRENCIES, LEDGER_KINDS, LEDGER_LINE_STATES, LEDGER_RECIPIENTS, REFUND_RULES } from "./ledger-line";
import { PAYMENT_STATUSES } from "./payment-status";

/** The states of a payment attempt: pending until the provider's callback settles it once. */
export const PAYMENT_ATTEMPT_STATES = ["pending", "succeeded", "failed"] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

const totalsSchema = z
  .object({
    by_currency: z
      .array(z.object({ currency: z.enum(LEDGER_CURRENCIES), amount_minor: z.int().nonnegative() }).readonly())
      .readonly(),
    rub_minor: z.int().nonnegative(),
  })
  .readonly();

/** One ledger line as the API sends it and the pages read it, with what its payer may do with it now (ADR 054). */
export const ledgerLineReadSchema = z
  .object({
    id: z.int().positive(),
    booking_id: z.int().positive(),
    kind: z.enum(LEDGER_KINDS),
    description: z.string(),
    recipient: z.enum(LEDGER_RECIPIENTS),
    amount_minor: z.int().positive(),
    currency: z.enum(LEDGER_CURRENCIES),
    amount_rub_minor: z.int().nonnegative(),
    refund_rule: z.enum(REFUND_RULES),
    payment_status: z.enum(PAYMENT_STATUSES),
    state: z.enum(LEDGER_LINE_STATES),
    created_at: timestampSchema,
    paid_at: timestampSchema.nullable(),
    payable: z.boolean(),
    refundable: z.boolean(),
  })
  .readonly();

/** A booking's ledger: its status, its lines and the totals of all, due and paid lines. */
export const ledgerReadSchema = z
  .object({
    booking_id: z.int().positive(),
    status: z.string(),
    awaiting_payment: z.boolean(),
    lines: z.array(ledgerLineReadSchema).readonly(),
    totals: z.object({ all: totalsSchema, due: totalsSchema, paid: totalsSchema }).readonly(),
  })
  .readonly();

/** A payment as its payer reads it (the outcome pages). */
export const paymentReadSchema = z
  .object({
    id: z.int().positive(),
    booking_id: z.int().positive(),
    ledger_line_id: z.int().positive(),
    state: z.enum(PAYMENT_ATTEMPT_STATES),
    amount_minor: z.int().positive(),
    currency: z.enum(LEDGER_CURRENCIES),
    description: z.string(),
    created_at: timestampSchema,
    completed_at: timestampSchema.nullable(),
  })
  .readonly();

export type LedgerLineRead = z.infer<typeof ledgerLineReadSchema>;
export type LedgerRead = z.infer<typeof ledgerReadSchema>;
export type PaymentRead = z.infer<typeof paymentReadSchema>;

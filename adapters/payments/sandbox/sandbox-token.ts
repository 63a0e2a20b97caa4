import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { LEDGER_CURRENCIES } from "../../../core/domain/ledger/ledger-line";
import type { CheckoutRequest } from "../../../core/ports/payment-provider.port";

const checkoutSchema = z.object({
  payment_id: z.number().int().positive(),
  reference: z.string().min(1).max(200),
  amount_minor: z.number().int().positive(),
  currency: z.enum(LEDGER_CURRENCIES),
  description: z.string().max(500),
});

const mac = (secret: string, payload: string) =>
  createHmac("sha256", `checkout:${secret}`).update(payload).digest("base64url");

/**
 * The checkout in the page's path, like a bank's session id but stateless: the checkout as base64url JSON and its
 * HMAC, so the page survives a restart and cannot be edited to pay a different sum.
 */
export const checkoutToken = (secret: string, checkout: CheckoutRequest): string => {
  const payload = Buffer.from(JSON.stringify(checkoutSchema.parse(checkout)), "utf8").toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
};

/** The checkout a token names; null for a token the sandbox did not issue. */
export const readCheckoutToken = (secret: string, token: string): CheckoutRequest | null => {
  const [payload, signature, ...rest] = token.split(".");
  if (payload === undefined || signature === undefined || rest.length > 0) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = checkoutSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

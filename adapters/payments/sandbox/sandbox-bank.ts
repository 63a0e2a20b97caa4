import { randomUUID } from "node:crypto";
import type { CheckoutRequest } from "../../../core/ports/payment-provider.port";
import type { SandboxEvent } from "./sandbox-event";
import { sandboxCheckoutHtml } from "./sandbox-checkout-html";
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from "./sandbox-signature";
import { readCheckoutToken } from "./sandbox-token";

/** Sends one callback; answers the HTTP status, or null when the site could not be reached. */
export type SendCallback = (url: string, body: string, headers: Record<string, string>) => Promise<number | null>;

export type SandboxBankSettings = {
  readonly secret: string;
  /** The site's callback address (absolute). */
  readonly callbackUrl: string;
  readonly send: SendCallback;
};

export type SandboxChoice = "pay" | "decline";

/** The sandbox's side of a checkout: its page, and the payer's choice sent to the site as a signed callback. */
export function sandboxBank({ secret, callbackUrl, send }: SandboxBankSettings) {
  return {
    /** The page of a checkout token (null: not a checkout of this sandbox). */
    page(token: string): string | null {
      const checkout = readCheckoutToken(secret, token);
      return checkout === null ? null : sandboxCheckoutHtml(checkout);
    },
    /**
     * The payer's choice: a signed callback with a new event id goes to the site, then the payer is sent to the
     * outcome page (which reads what the site recorded). Null: not a checkout of this sandbox.
     */
    async choose(token: string, choice: SandboxChoice): Promise<string | null> {
      const checkout = readCheckoutToken(secret, token);
      if (checkout === null) return null;
      const outcome = choice === "pay" ? "succeeded" : "failed";
      const body = JSON.stringify(eventOf(checkout, outcome));
      await send(callbackUrl, body, {
        "Content-Type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body),
      });
      const page = choice === "pay" ? "success" : "fail";
      return `/payment/${page}/?payment=${checkout.payment_id}`;
    },
  };
}

const eventOf = (checkout: CheckoutRequest, outcome: SandboxEvent["outcome"]): SandboxEvent => ({
  event_id: `evt_${randomUUID()}`,
  payment_id: checkout.payment_id,
  reference: checkout.reference,
  amount_minor: checkout.amount_minor,
  currency: checkout.currency,
  outcome,
});

/** Sends callbacks over HTTP with fetch; an unreachable site answers null (the payment stays pending). */
export const fetchCallback: SendCallback = async (url, body, headers) => {
  try {
    const response = await fetch(url, { method: "POST", body, headers, signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
};

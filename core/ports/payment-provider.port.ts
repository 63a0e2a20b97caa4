import type { LedgerCurrency } from "../domain/ledger/ledger-line";

/** What a checkout is opened for. */
export type CheckoutRequest = {
  readonly payment_id: number;
  readonly reference: string;
  readonly amount_minor: number;
  readonly currency: LedgerCurrency;
  readonly description: string;
};

/** A provider's event, after its signature was checked. */
export type PaymentEvent = {
  readonly event_id: string;
  readonly payment_id: number;
  readonly reference: string;
  readonly amount_minor: number;
  readonly currency: string;
  readonly outcome: "succeeded" | "failed";
};

export type VerifiedCallback =
  | { readonly _tag: "Verified"; readonly event: PaymentEvent }
  /** The signature is missing or wrong, or the signed body is not an event: nothing may change. */
  | { readonly _tag: "Refused"; readonly reason: "signature" | "malformed" };

/** A payment provider (ADR 054): where to send the payer, and whether a callback really came from the provider. */
export interface PaymentProvider {
  readonly name: string;
  /** Opens a checkout and answers the URL to send the payer to. */
  startCheckout(request: CheckoutRequest): Promise<{ readonly checkout_url: string }>;
  /** Checks a callback's signature over its raw body and reads the event. */
  verifyCallback(raw: string, headers: Readonly<Record<string, string | undefined>>): VerifiedCallback;
}

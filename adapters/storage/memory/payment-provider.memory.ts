import type { CheckoutRequest, PaymentProvider } from "../../../core/ports/payment-provider.port";

/** The header a memory callback is "signed" in: `signed:` and the raw body. */
export const MEMORY_SIGNATURE_HEADER = "x-memory-signature";

/**
 * A payment provider for use-case tests: it keeps the checkouts it opened, and takes a callback whose header is
 * `signed:<raw body>` with a JSON event, anything else refused. `sign` builds such a callback.
 */
export function memoryPaymentProvider(): PaymentProvider & {
  readonly checkouts: readonly CheckoutRequest[];
  sign(event: Record<string, unknown>): { raw: string; headers: Record<string, string> };
} {
  const checkouts: CheckoutRequest[] = [];
  return {
    name: "memory",
    checkouts,
    async startCheckout(request) {
      checkouts.push(request);
      return { checkout_url: `https://bank.test/checkout/${request.payment_id}` };
    },
    verifyCallback(raw, headers) {
      if (headers[MEMORY_SIGNATURE_HEADER] !== `signed:${raw}`) return { _tag: "Refused", reason: "signature" };
      try {
        return { _tag: "Verified", event: JSON.parse(raw) };
      } catch {
        return { _tag: "Refused", reason: "malformed" };
      }
    },
    sign(event) {
      const raw = JSON.stringify(event);
      return { raw, headers: { [MEMORY_SIGNATURE_HEADER]: `signed:${raw}` } };
    },
  };
}

import type { PaymentProvider, VerifiedCallback } from "../../../core/ports/payment-provider.port";
import { sandboxEventSchema } from "./sandbox-event";
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureMatches } from "./sandbox-signature";
import { checkoutToken } from "./sandbox-token";

/** Where the sandbox's checkout pages live on the site. */
export const SANDBOX_PAY_PATH = "/sandbox-pay";

/**
 * The sandbox payment provider (ADR 054): a checkout is a page of the site's own test bank at
 * /sandbox-pay/{token}/; its callbacks are signed with HMAC-SHA256 over the raw body with the shared secret.
 */
export function sandboxPaymentProvider(secret: string): PaymentProvider {
  return {
    name: "sandbox",
    async startCheckout(request) {
      return { checkout_url: `${SANDBOX_PAY_PATH}/${checkoutToken(secret, request)}/` };
    },
    verifyCallback(raw, headers): VerifiedCallback {
      if (!sandboxSignatureMatches(secret, raw, headers[SANDBOX_SIGNATURE_HEADER])) {
        return { _tag: "Refused", reason: "signature" };
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return { _tag: "Refused", reason: "malformed" };
      }
      const event = sandboxEventSchema.safeParse(json);
      return event.success ? { _tag: "Verified", event: event.data } : { _tag: "Refused", reason: "malformed" };
    },
  };
}

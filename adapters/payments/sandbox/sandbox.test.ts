import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CheckoutRequest } from "../../../core/ports/payment-provider.port";
import { sandboxBank } from "./sandbox-bank";
import { sandboxPaymentProvider } from "./sandbox-provider";
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureMatches, signSandboxBody } from "./sandbox-signature";
import { checkoutToken, readCheckoutToken } from "./sandbox-token";

const SECRET = "test-secret-0123456789";
const CHECKOUT: CheckoutRequest = {
  payment_id: 42,
  reference: "ref-abc",
  amount_minor: 800_000,
  currency: "CNY",
  description: "Регистрационный сбор <университета>",
};

describe("sandbox signature", () => {
  it("accepts its own signature and refuses another body, another secret or a malformed header", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string({ minLength: 1 }), (body, other, secret) => {
        const header = signSandboxBody(secret, body);
        expect(sandboxSignatureMatches(secret, body, header)).toBe(true);
        if (other !== body) expect(sandboxSignatureMatches(secret, other, header)).toBe(false);
        if (secret !== SECRET) expect(sandboxSignatureMatches(SECRET, body, header)).toBe(false);
        expect(sandboxSignatureMatches(secret, body, header.toUpperCase())).toBe(false);
        expect(sandboxSignatureMatches(secret, body, undefined)).toBe(false);
      }),
    );
  });
});

describe("sandbox checkout token", () => {
  it("reads back what it wrote, and nothing from a token edited or signed with another secret", () => {
    const token = checkoutToken(SECRET, CHECKOUT);
    expect(readCheckoutToken(SECRET, token)).toEqual(CHECKOUT);
    expect(readCheckoutToken("other-secret", token)).toBeNull();
    const [payload = "", mac = ""] = token.split(".");
    const cheaper = Buffer.from(JSON.stringify({ ...CHECKOUT, amount_minor: 1 })).toString("base64url");
    expect(readCheckoutToken(SECRET, `${cheaper}.${mac}`)).toBeNull();
    expect(readCheckoutToken(SECRET, payload)).toBeNull();
    expect(readCheckoutToken(SECRET, "")).toBeNull();
  });
});

describe("sandbox provider and bank", () => {
  const sent: { url: string; body: string; headers: Record<string, string> }[] = [];
  const bank = sandboxBank({
    secret: SECRET,
    callbackUrl: "http://127.0.0.1:9/api/ru/v1/payments/sandbox/callback",
    send: async (url, body, headers) => {
      sent.push({ url, body, headers });
      return 200;
    },
  });
  const provider = sandboxPaymentProvider(SECRET);

  it("opens a checkout on its own page, showing the sum and the escaped description, with two buttons", async () => {
    const { checkout_url } = await provider.startCheckout(CHECKOUT);
    expect(checkout_url).toMatch(/^\/sandbox-pay\/[\w-]+\.[\w-]+\/$/);
    const html = bank.page(checkout_url.split("/")[2] ?? "");
    expect(html).toContain("Тестовый банк");
    expect(html).toContain("8\u00a0000\u00a0CN¥");
    expect(html).toContain("Регистрационный сбор &lt;университета&gt;");
    expect(html).toContain(">Оплатить</button>");
    expect(html).toContain(">Отказаться</button>");
    expect(bank.page("forged.token")).toBeNull();
  });

  it("sends a signed callback the provider verifies, with a new event id per choice, then names the outcome page", async () => {
    const token = checkoutToken(SECRET, CHECKOUT);
    sent.length = 0;
    expect(await bank.choose(token, "pay")).toBe("/payment/success/?payment=42");
    expect(await bank.choose(token, "decline")).toBe("/payment/fail/?payment=42");
    expect(await bank.choose("forged.token", "pay")).toBeNull();
    expect(sent).toHaveLength(2);
    const [paid, declined] = sent.map((call) => provider.verifyCallback(call.body, call.headers));
    expect(paid).toMatchObject({
      _tag: "Verified",
      event: { payment_id: 42, amount_minor: 800_000, outcome: "succeeded" },
    });
    expect(declined).toMatchObject({ _tag: "Verified", event: { outcome: "failed" } });
    if (paid?._tag === "Verified" && declined?._tag === "Verified") {
      expect(paid.event.event_id).not.toBe(declined.event.event_id);
    }
  });

  it("refuses a callback with a forged signature or a signed body that is not an event", () => {
    const body = JSON.stringify({
      event_id: "e",
      payment_id: 1,
      reference: "r",
      amount_minor: 1,
      currency: "CNY",
      outcome: "succeeded",
    });
    expect(provider.verifyCallback(body, { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody("wrong", body) })).toEqual({
      _tag: "Refused",
      reason: "signature",
    });
    expect(provider.verifyCallback(body, {})).toEqual({ _tag: "Refused", reason: "signature" });
    const junk = "{not json";
    expect(provider.verifyCallback(junk, { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, junk) })).toEqual({
      _tag: "Refused",
      reason: "malformed",
    });
  });
});

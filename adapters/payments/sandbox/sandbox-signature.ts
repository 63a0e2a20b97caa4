import { createHmac, timingSafeEqual } from "node:crypto";

/** The header the sandbox signs its callbacks in: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text, "utf8").digest();

/** The signature header value of a raw body. */
export const signSandboxBody = (secret: string, raw: string): string => `sha256=${hmac(secret, raw).toString("hex")}`;

/** Whether `header` is the body's signature; compared in constant time, whatever the header holds. */
export const sandboxSignatureMatches = (secret: string, raw: string, header: string | undefined): boolean => {
  const found = /^sha256=([0-9a-f]{64})$/.exec(header ?? "");
  if (found === null) return false;
  const given = Buffer.from(found[1] ?? "", "hex");
  return timingSafeEqual(given, hmac(secret, raw));
};

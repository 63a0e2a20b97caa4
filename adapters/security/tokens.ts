import { createHash, randomBytes } from "node:crypto";

/** A new bearer token or one-time code: 256 random bits, URL-safe. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** SHA-256 of a token, hex; tokens are high-entropy, so a fast hash is the right tool (unlike passwords). */
export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

import { createHash } from "node:crypto";

/** The S256 code challenge of a PKCE verifier (RFC 7636 §4.2): base64url of its SHA-256, without padding. */
export const pkceChallenge = (verifier: string): string =>
  createHash("sha256").update(verifier, "ascii").digest("base64url");

import type { TokenGenerator } from "../../core/ports/token-generator.port";
import { hashToken, newToken } from "./tokens";

/** 256-bit random tokens (base64url) stored as SHA-256 hex, the same hash the session authenticator looks up. */
export const cryptoTokenGenerator: TokenGenerator = { newToken, hashToken };

import type { AuthRecord } from "./auth-record";

/**
 * - `anonymous`: neither the token cookie nor the session holds a token.
 * - `consistent`: both hold the same token.
 * - `clear-and-refresh`: they disagree (one is missing or the tokens differ): clear the session, then try a refresh.
 */
export type SessionConsistency = "anonymous" | "consistent" | "clear-and-refresh";

export type SessionSources = {
  /** Value of the token cookie; an empty value counts as absent. */
  readonly tokenCookie: string | null | undefined;
  /** The session's stored auth record, already checked for expiry. */
  readonly session: AuthRecord | null | undefined;
};

const present = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value === "" ? null : value;

export const decideSessionConsistency = ({ tokenCookie, session }: SessionSources): SessionConsistency => {
  const cookieToken = present(tokenCookie);
  const sessionToken = present(session?.token);
  if (cookieToken === null && sessionToken === null) return "anonymous";
  return cookieToken === sessionToken ? "consistent" : "clear-and-refresh";
};

/** Who is calling the API, as the server sees it after checking the bearer token. */
export type Viewer = {
  readonly userId: number;
  readonly role: "user" | "staff" | "admin";
  readonly sessionId: number;
};

export type Authentication =
  | { readonly _tag: "Anonymous" }
  | { readonly _tag: "Authenticated"; readonly viewer: Viewer }
  /** A known, unrevoked token past its expiry: the client should refresh (HTTP 406). */
  | { readonly _tag: "Expired" }
  /** An unknown or revoked token (HTTP 401 where an account is required). */
  | { readonly _tag: "Invalid" };

/** Resolves a bearer token to a viewer. Implemented by the session store of the server. */
export interface SessionAuthenticator {
  authenticate(token: string, now: Date): Promise<Authentication>;
}

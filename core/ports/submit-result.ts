/** The server's validation messages: every message of each invalid field, as sent. */
export type FieldMessages = Readonly<Record<string, readonly string[]>>;

/**
 * The answer to a submitted form or account command. Expected failures are values: validation errors,
 * throttling (with the server's wait, when it gave one) and any other failure.
 */
export type SubmitResult<A = null> =
  | { readonly _tag: "Ok"; readonly value: A }
  | { readonly _tag: "ValidationFailed"; readonly message: string | null; readonly fields: FieldMessages }
  | { readonly _tag: "RateLimited"; readonly retry_after_seconds: number | null }
  /** `overloaded`: the server refused for load (503) before doing anything; the same call may be repeated shortly. */
  | { readonly _tag: "Failed"; readonly overloaded?: true };

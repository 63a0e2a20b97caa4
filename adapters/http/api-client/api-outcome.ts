import type { FieldMessages } from "../../../core/ports/submit-result";

/** How a call ended, before a port turns it into null, a blank value or a `SubmitResult`. */
export type ApiOutcome<A> =
  | { readonly _tag: "Ok"; readonly value: A }
  | { readonly _tag: "ValidationFailed"; readonly message: string | null; readonly fields: FieldMessages }
  | { readonly _tag: "RateLimited"; readonly retry_after_seconds: number | null }
  /** Network error, timeout, an error status, or a success body that does not parse (status null: no answer). */
  | { readonly _tag: "Failed"; readonly status: number | null };

export const failed = (status: number | null): ApiOutcome<never> => ({ _tag: "Failed", status });

/** The value of a successful call, or the fallback for every other outcome. */
export const valueOr = <A, B>(outcome: ApiOutcome<A>, fallback: B): A | B =>
  outcome._tag === "Ok" ? outcome.value : fallback;

/** A value or an expected failure. Expected failures are data, never exceptions. */
export type Result<A, E> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: E };

export const ok = <A>(value: A): Result<A, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

import { Effect } from "effect";

/** The one expected failure of the read side: the resource does not exist (or is not published). */
export type NotFound = { readonly _tag: "NotFound" };

export const NOT_FOUND: NotFound = { _tag: "NotFound" };

/** A repository read whose null answer means the resource is not there. */
export const foundOrNotFound = <T>(read: () => Promise<T | null>): Effect.Effect<T, NotFound> =>
  Effect.flatMap(Effect.promise(read), (value) => (value === null ? Effect.fail(NOT_FOUND) : Effect.succeed(value)));

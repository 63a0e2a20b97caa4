import { Effect, type Result } from "effect";

/**
 * A port method with expected failures, from an async body that answers effect's Result: the body runs when the
 * use case runs the Effect; its failure becomes the Effect's typed failure, a rejection stays a defect.
 */
export const promisedResult = <A, E>(body: () => Promise<Result.Result<A, E>>): Effect.Effect<A, E> =>
  Effect.flatMap(
    Effect.promise(() => body()),
    (result) => Effect.fromResult(result),
  );

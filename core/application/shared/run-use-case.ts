import { Effect, type Result } from "effect";

/**
 * Runs a use case (or a port's refusable write) where the program meets the outside: a server handler, a script,
 * a test. Answers its success or its typed expected failure as effect's Result, for the caller to match with
 * `.exhaustive()`. A defect (a port's rejected promise, a throw) rejects with the original error, as an `await` of
 * the port would. Use cases never call it: they compose Effects (ADR 041).
 */
export const runUseCase = <A, E>(useCase: Effect.Effect<A, E>): Promise<Result.Result<A, E>> =>
  Effect.runPromise(Effect.result(useCase));

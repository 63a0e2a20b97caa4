import { Effect } from "effect";
import type { Result } from "../../domain/shared/result";

/**
 * Lifts a pure rule's answer into a use case: its value, or its failure as the Effect's typed failure. The domain
 * keeps its own small Result because the browser runs those rules and effect would weigh on first load (ADR 041).
 */
export const fromDomainResult = <A, E>(result: Result<A, E>): Effect.Effect<A, E> =>
  result.ok ? Effect.succeed(result.value) : Effect.fail(result.error);
